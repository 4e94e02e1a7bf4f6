"""Writes the pictures the notebook gamedyn-tour.ipynb shows (its saved outputs, in cell
order) to docs/images/tour-NAME.png, for docs/python.md; with --check, exits 1 when a file
there differs from the notebook's output."""
import base64
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["wythoff", "chomp-sheet", "chomp-params"]


def pictures():
    nb = json.load(open(os.path.join(HERE, "gamedyn-tour.ipynb")))
    for c in nb["cells"]:
        for o in c.get("outputs", []):
            if "image/png" in o.get("data", {}):
                yield base64.b64decode(o["data"]["image/png"])


def main():
    check = "--check" in sys.argv[1:]
    pics = list(pictures())
    if len(pics) != len(NAMES):
        sys.exit(f"the notebook shows {len(pics)} pictures, {len(NAMES)} expected")
    bad = 0
    for name, png in zip(NAMES, pics):
        path = os.path.join(HERE, os.pardir, "docs", "images", f"tour-{name}.png")
        if check:
            bad += not os.path.isfile(path) or open(path, "rb").read() != png
        else:
            with open(path + ".tmp", "wb") as f:
                f.write(png)
            os.replace(path + ".tmp", path)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
