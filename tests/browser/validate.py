#!/usr/bin/env python3
"""Checks that an HTML file is well formed: a doctype, every element closed in order (void
elements excepted), no stray end tag, attribute values quoted, only the entities HTML knows.
Usage: validate.py FILE; prints the first problem and exits 1, or exits 0."""
import html.parser
import re
import sys

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
class Checker(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.stack, self.problems, self.doctype = [], [], False

    def problem(self, msg):
        self.problems.append("line %d: %s" % (self.getpos()[0], msg))

    def handle_decl(self, decl):
        self.doctype |= decl.lower() == "doctype html"

    def handle_starttag(self, tag, attrs):
        raw = self.get_starttag_text()
        for name, value in attrs:
            if value is not None and not re.search(r"\b%s\s*=\s*[\"']" % re.escape(name), raw):
                self.problem("unquoted attribute %s in <%s>" % (name, tag))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if tag not in VOID:
            self.problem("self-closed <%s/>" % tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problem("end tag of a void element </%s>" % tag)
        elif not self.stack or self.stack[-1] != tag:
            self.problem("</%s> closes <%s>" % (tag, self.stack[-1] if self.stack else "nothing"))
        else:
            self.stack.pop()

    def handle_entityref(self, name):
        if name not in ("lt", "gt", "amp", "quot", "mdash", "nbsp"):
            self.problem("unknown entity &%s;" % name)

    def handle_data(self, data):
        if "<" in data or ">" in data or "&" in data:
            self.problem("a raw < > or & in text")


c = Checker()
text = open(sys.argv[1], encoding="utf-8").read()
c.feed(text)
c.close()
if not c.doctype:
    c.problems.insert(0, "no <!DOCTYPE html>")
if c.stack:
    c.problems.append("unclosed: " + " ".join("<%s>" % t for t in c.stack))
if c.problems:
    print("%s: %s" % (sys.argv[1], c.problems[0]))
    sys.exit(1)
