# gamedyn - build: make; tests: make check; sanitizers: make check SAN=1
CC ?= cc
SAN ?= 0
VERSION = 0.2.0
# Portable by default: any C11 compiler on Linux or macOS, any CPU. The instruction set is
# opt-in: NATIVE=1 (-march=native: this machine's, popcount and all) or MARCH=x86-64-v2,
# armv8.2-a, ... (a binary for every machine of that level). OPT replaces the whole choice.
# One exception: on x86-64 the default adds -mpopcnt, an instruction every x86-64 processor
# has had since 2008 (Intel Nehalem, AMD K10); without it each population count is a
# library call, and the Domineering search takes half as long again (8x8: 23.8 s against
# 16.5 s of CPU). POPCNT=0 leaves it out.
MARCH ?=
NATIVE ?= 0
POPCNT ?= 1
X86_64 := $(findstring x86_64,$(shell $(CC) -dumpmachine 2>/dev/null))
DEFAULT_ISA = $(if $(and $(X86_64),$(filter 1,$(POPCNT))),-mpopcnt)
OPT ?= -O2 $(if $(filter 1,$(NATIVE)),-march=native,$(if $(MARCH),-march=$(MARCH),$(DEFAULT_ISA)))
UNAME_S := $(shell uname -s 2>/dev/null)
# libpng's flags from pkg-config where it has them (Homebrew and MacPorts keep it outside the
# compiler's search path); plain -lpng otherwise.
PNG_CFLAGS := $(shell pkg-config --cflags libpng 2>/dev/null)
PNG_LIBS := $(or $(shell pkg-config --libs libpng 2>/dev/null),-lpng)
# macOS hides mmap's MAP_ANONYMOUS and the like under _POSIX_C_SOURCE unless asked.
PLATFORM_CFLAGS = $(if $(filter Darwin,$(UNAME_S)),-D_DARWIN_C_SOURCE)
CFLAGS_BASE = -std=c11 -D_POSIX_C_SOURCE=200809L $(PLATFORM_CFLAGS) -Wall -Wextra -Werror -Iinclude $(PNG_CFLAGS) -fPIC
ifeq ($(SAN),1)
  BUILD = build/san
  SANITIZE = -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all
  CFLAGS = $(CFLAGS_BASE) -O1 -g $(SANITIZE) -fno-omit-frame-pointer
  LDFLAGS_SAN = $(SANITIZE)
else
  BUILD = build/release
  CFLAGS = $(CFLAGS_BASE) $(OPT) -g
  LDFLAGS_SAN =
endif
LIBS = $(PNG_LIBS) -lz -lm -pthread
# nauty (Debian: libnauty2-dev), found through pkg-config, gives `equiv --isomorphic` its
# canonical labelling (src/equiv/iso.c, the one file that includes it). Optional: without it
# the rest builds and the isomorphism test refuses with a message naming the library.
# NAUTY=0 leaves it out where it is installed.
NAUTY ?= $(if $(shell pkg-config --exists nauty 2>/dev/null && echo yes),1,0)
NAUTY_CFLAGS = $(if $(filter 1,$(NAUTY)),-DGD_HAVE_NAUTY $(patsubst -I%,-isystem %,$(shell pkg-config --cflags nauty)))
NAUTY_LIBS = $(if $(filter 1,$(NAUTY)),$(shell pkg-config --libs nauty))
LIBS += $(NAUTY_LIBS)
# MPI=1: the same tool built with mpicc (Debian: openmpi-bin, libopenmpi-dev) into its own
# folder; src/base/par_mpi.c replaces src/base/par_single.c (docs/parallel.md). The plain build
# never needs MPI.
PLAIN_BUILD := $(BUILD)
MPI ?= 0
ifeq ($(MPI),1)
  CC = mpicc
  BUILD := $(BUILD:build/release=build/mpi)
  BUILD := $(BUILD:build/san=build/mpi-san)
  PAR_SKIP = src/base/par_single.c
else
  PAR_SKIP = src/base/par_mpi.c
endif

# The modules and what each may use: docs/architecture.md. The library is every folder under
# src/ (src/games/FAMILY for each game family); the command line is tools/gamedyn.
LIB_SRC = $(filter-out $(PAR_SKIP),$(wildcard src/*/*.c src/games/*/*.c))
TOOL_SRC = $(wildcard tools/gamedyn/*.c tools/gamedyn/cmd/*.c)
# Tests by module (tests/MODULE/, tests/games/FAMILY/); tests/lib holds the harness and the
# brute force, tests/cli the command-line tests.
TEST_SRC = $(wildcard tests/*/t_*.c tests/games/*/t_*.c)
TEST_LIB = $(wildcard tests/lib/*.c)
LIB_OBJ = $(LIB_SRC:src/%.c=$(BUILD)/obj/%.o)
TOOL_OBJ = $(TOOL_SRC:tools/%.c=$(BUILD)/tool/%.o)
TESTLIB_OBJ = $(TEST_LIB:tests/%.c=$(BUILD)/tests/%.o)
TEST_BIN = $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
# Each object records the headers it read (-MMD), so editing a header rebuilds its users only.
DEPFLAGS = -MMD -MP

# The library's binary interface (docs/architecture.md, "The binary interface"): its objects
# are compiled with hidden visibility, so only what the public headers mark GD_API
# (include/gamedyn/api.h) is exported by libgamedyn.so, and on Linux the version script
# src/libgamedyn.map exports gd_* and nothing else. The tool and the tests link the static
# library and keep every function. tests/cli/cli_abi.sh compares the exports with the headers.
LIB_CFLAGS = -fvisibility=hidden
SHLIB_MAP = src/libgamedyn.map

all: $(BUILD)/libgamedyn.a $(BUILD)/libgamedyn.so $(BUILD)/gamedyn $(if $(filter 1,$(MPI)),,bin/gamedyn)

# The compiler and its flags as last used in $(BUILD): objects depend on them, so that
# `make NATIVE=1` or `make CC=clang` after a plain `make` rebuilds instead of mixing.
$(BUILD)/flags: FORCE
	@mkdir -p $(BUILD)
	@printf '%s\n' '$(CC) $(CFLAGS_BASE) $(OPT) $(SANITIZE) $(LIBS) $(LIB_CFLAGS)' > $@.new; cmp -s $@.new $@ && rm -f $@.new || mv $@.new $@

# The version names the git commit it was built from, so two different builds never
# print the same version; the file changes only when the commit does.
$(BUILD)/version.h: FORCE
	@mkdir -p $(BUILD)
	@c=$$(git rev-parse --short=7 HEAD 2>/dev/null || true); \
	 if [ -n "$$c" ] && [ -n "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then c="$$c-dirty"; fi; \
	 v='$(VERSION)'; [ -n "$$c" ] && v="$$v ($$c)"; \
	 printf '#define GD_VERSION_FULL "%s"\n' "$$v" > $@.new; \
	 cmp -s $@.new $@ && rm -f $@.new || mv $@.new $@
$(BUILD)/obj/base/util.o: $(BUILD)/version.h
$(BUILD)/obj/base/util.o: CFLAGS += -I$(BUILD) -DGD_HAVE_VERSION_H
$(BUILD)/obj/equiv/iso.o: CFLAGS += $(NAUTY_CFLAGS)

$(BUILD)/obj/%.o: src/%.c $(BUILD)/flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LIB_CFLAGS) $(DEPFLAGS) -c $< -o $@
$(BUILD)/tool/%.o: tools/%.c $(BUILD)/flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(DEPFLAGS) -Itools/gamedyn -c $< -o $@
# Tests may include a module's private header ("sheet/engine.h") to test its pieces.
$(BUILD)/tests/%.o: tests/%.c $(BUILD)/flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(DEPFLAGS) -Itests/lib -Isrc -c $< -o $@
-include $(wildcard $(BUILD)/obj/*/*.d $(BUILD)/obj/games/*/*.d $(BUILD)/tool/*/*.d $(BUILD)/tool/*/*/*.d \
                    $(BUILD)/tests/*/*.d $(BUILD)/tests/games/*/*.d)

$(BUILD)/libgamedyn.a: $(LIB_OBJ)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/libgamedyn.so: $(LIB_OBJ) $(SHLIB_MAP)
	$(CC) $(SHLIB_LINK) $(LDFLAGS_SAN) -o $@ $(filter %.o,$^) $(LIBS)
# The tool links the static library: it runs from wherever it is installed, with no rpath
# and no LD_LIBRARY_PATH.
$(BUILD)/gamedyn: $(TOOL_OBJ) $(BUILD)/libgamedyn.a
	$(CC) $(LDFLAGS_SAN) -o $@ $^ $(LIBS)
bin/gamedyn: $(BUILD)/gamedyn
	@mkdir -p bin
	ln -sf ../$(BUILD)/gamedyn bin/gamedyn
$(TEST_BIN): %: %.o $(TESTLIB_OBJ) $(BUILD)/libgamedyn.a
	$(CC) $(LDFLAGS_SAN) -o $@ $^ $(LIBS)

tests: $(TEST_BIN) $(BUILD)/gamedyn

# == check == make check [MOD="heap sheet"] [-j2]: every test, or those of the modules named
# (a module's folder tests/MODULE or tests/games/MODULE, and its command-line test
# tests/cli/cli_MODULE*.sh; MOD=cli: every command-line test). Each test is a target of its
# own, so -j runs them side by side; its output goes to build/.../check/, and a failing
# test's output is printed at the end. GAMEDYN_TEST_EFFORT=K multiplies the work of the
# property tests (default 1; their seeds are fixed).
MOD ?=
CLI_TESTS = $(wildcard tests/cli/cli_*.sh)
CHECK_BIN = $(if $(MOD),$(filter $(foreach m,$(MOD),$(BUILD)/tests/$(m)/% $(BUILD)/tests/games/$(m)/%),$(TEST_BIN)),$(TEST_BIN))
CHECK_SH = $(if $(MOD),$(if $(filter cli,$(MOD)),$(CLI_TESTS),$(filter $(foreach m,$(MOD),tests/cli/cli_$(m)%),$(CLI_TESTS))),$(CLI_TESTS))
CHECK_RUNS = $(CHECK_BIN:$(BUILD)/tests/%=$(BUILD)/check/%.run) $(CHECK_SH:tests/%.sh=$(BUILD)/check/%.run)

$(BUILD)/check/%.run: $(BUILD)/tests/% FORCE
	@sh tests/run-one.sh $@ $(BUILD)/tests/$*
$(BUILD)/check/cli/%.run: tests/cli/%.sh $(TEST_BIN) $(BUILD)/gamedyn FORCE
	@GAMEDYN=$(BUILD)/gamedyn sh tests/run-one.sh $@ sh tests/cli/$*.sh
# cli_abi reads the shared library's exports (the other tests use the tool and the static library).
$(BUILD)/check/cli/cli_abi.run: $(BUILD)/libgamedyn.so

check: $(CHECK_RUNS)
	@sh tests/summary.sh $(if $(CHECK_RUNS),$(CHECK_RUNS),$(error MOD=$(MOD) names no tests))

# make MPI=1 check-mpi: the map's MPI tests under mpirun -n 1, 2, 3 and the MPI tool against
# the plain one (tests/mpi.sh; builds both).
check-mpi:
	@if [ "$(MPI)" != 1 ]; then echo "check-mpi: run it as make MPI=1 check-mpi" >&2; exit 2; fi
	@$(MAKE) --no-print-directory MPI=0 SAN=$(SAN) $(PLAIN_BUILD)/gamedyn >/dev/null
	@$(MAKE) --no-print-directory MPI=1 SAN=$(SAN) $(BUILD)/gamedyn $(BUILD)/tests/base/t_par $(BUILD)/tests/base/t_par_mpi >/dev/null
	@BUILD=$(BUILD) PLAIN=$(PLAIN_BUILD) sh tests/mpi.sh

clean:
	rm -rf build bin


# == install == make install PREFIX=/usr/local [DESTDIR=staging]: the tool, the static and
# shared libraries (SONAME libgamedyn.so.$(SOMAJOR); the major version changes when the
# library's interface breaks), the headers, gamedyn.pc and the man pages made by help2man
# from the --help texts. Installs the build of the current mode (SAN=1: the sanitized one).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
SOMAJOR = 0
INSTALL_HDR = $(wildcard include/gamedyn/*.h)
# The shared library's names: the file, the one programs load (SONAME / install name) and
# the one the linker finds. On macOS the install name becomes the installed path (set on
# the installed copy, so one build installs anywhere).
ifeq ($(UNAME_S),Darwin)
  SO_FILE = libgamedyn.$(VERSION).dylib
  SONAME = libgamedyn.$(SOMAJOR).dylib
  SO_DEV = libgamedyn.dylib
  SHLIB_LINK = -dynamiclib -Wl,-install_name,@rpath/$(SONAME)
else
  SO_FILE = libgamedyn.so.$(VERSION)
  SONAME = libgamedyn.so.$(SOMAJOR)
  SO_DEV = libgamedyn.so
  SHLIB_LINK = -shared -Wl,-soname,$(SONAME) -Wl,--version-script=$(SHLIB_MAP)
endif

$(BUILD)/gamedyn.pc: gamedyn.pc.in Makefile FORCE
	@case '$(PREFIX)' in /*) ;; *) echo "make: PREFIX must be an absolute path, not '$(PREFIX)' (PREFIX=\$$HOME/.local)" >&2; exit 2 ;; esac
	@sed -e 's|@prefix@|$(PREFIX)|' -e 's|@libdir@|$(LIBDIR)|' -e 's|@includedir@|$(INCLUDEDIR)|' \
	     -e 's|@version@|$(VERSION)|' -e 's|@nauty@|$(if $(filter 1,$(NAUTY)), nauty)|' gamedyn.pc.in > $@.new && mv $@.new $@
$(BUILD)/man/gamedyn.1: $(BUILD)/gamedyn scripts/man.sh scripts/help2man-wrap.sh
	sh scripts/man.sh $(BUILD)/gamedyn $(VERSION) $(BUILD)/man
man: $(BUILD)/man/gamedyn.1

# Without help2man the rest is installed and the man pages are skipped, with a note. After a
# PREFIX the compiler, pkg-config, the loader or the shell do not search by themselves
# ($$HOME/.local), scripts/install-note.sh prints the lines that make them.
install: $(BUILD)/gamedyn.pc all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR)/gamedyn $(DESTDIR)$(PKGCONFIGDIR)
	install -m 755 $(BUILD)/gamedyn $(DESTDIR)$(BINDIR)/gamedyn
	install -m 644 $(BUILD)/libgamedyn.a $(DESTDIR)$(LIBDIR)/libgamedyn.a
	install -m 755 $(BUILD)/libgamedyn.so $(DESTDIR)$(LIBDIR)/$(SO_FILE)
	$(if $(filter Darwin,$(UNAME_S)),install_name_tool -id $(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/$(SO_FILE))
	ln -sf $(SO_FILE) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/$(SO_DEV)
	install -m 644 $(INSTALL_HDR) $(DESTDIR)$(INCLUDEDIR)/gamedyn/
	install -m 644 $(BUILD)/gamedyn.pc $(DESTDIR)$(PKGCONFIGDIR)/gamedyn.pc
	@if command -v help2man >/dev/null 2>&1; then \
	    $(MAKE) --no-print-directory -s man && install -d $(DESTDIR)$(MANDIR)/man1 && \
	    install -m 644 $(BUILD)/man/*.1 $(DESTDIR)$(MANDIR)/man1/; \
	 else echo "make install: man pages skipped (help2man is not installed; gamedyn CMD --help has the same text)" >&2; fi
	@sh scripts/install-note.sh '$(BINDIR)' '$(LIBDIR)' '$(PKGCONFIGDIR)' '$(DESTDIR)'

# == python == make python: the Python package (python/, docs/python.md) in the virtual
# environment $(VENV), editable, so that it uses this tree's library (build/release) and
# follows rebuilds; offline (--no-index, --no-build-isolation: Debian's python3-setuptools
# and python3-wheel build it, python3-numpy comes from the system's packages). PYTHON: the
# first of python3 and /usr/bin/python3 that has numpy. Then: $(VENV)/bin/python. Where
# ipykernel is there (python3-ipykernel), the environment gets its own Jupyter kernel
# "python3" (in $(VENV)/share/jupyter), which Jupyter run from $(VENV)/bin/python finds
# first: the notebook examples/gamedyn-tour.ipynb then runs with the package.
VENV ?= .venv
PYTHON ?= $(firstword $(foreach p,python3 /usr/bin/python3,$(shell $(p) -c 'import numpy' 2>/dev/null && echo $(p))) python3)
python: $(BUILD)/libgamedyn.so
	@if [ "$(BUILD)" != build/release ]; then echo "make python: the package loads build/release (SAN=0 MPI=0)" >&2; exit 2; fi
	@test -x $(VENV)/bin/python || $(PYTHON) -m venv --system-site-packages $(VENV)
	$(VENV)/bin/pip install -q --no-index --no-build-isolation -e ./python
	@if $(VENV)/bin/python -c 'import ipykernel' 2>/dev/null; then \
	    $(VENV)/bin/python -m ipykernel install --sys-prefix --name python3 >/dev/null; fi
	@echo "gamedyn for Python: $(VENV)/bin/python -c 'import gamedyn'" >&2

# Removes what install put there (the man pages and headers by the names this tree has).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/gamedyn $(DESTDIR)$(LIBDIR)/libgamedyn.a \
	    $(DESTDIR)$(LIBDIR)/$(SO_DEV) $(DESTDIR)$(LIBDIR)/$(SONAME) \
	    $(DESTDIR)$(LIBDIR)/$(SO_FILE) $(DESTDIR)$(PKGCONFIGDIR)/gamedyn.pc \
	    $(DESTDIR)$(MANDIR)/man1/gamedyn.1 $(DESTDIR)$(MANDIR)/man1/gamedyn-*.1
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/gamedyn/,$(notdir $(INSTALL_HDR)))
	-rmdir $(DESTDIR)$(INCLUDEDIR)/gamedyn 2>/dev/null

.PHONY: all tests check check-mpi clean FORCE install uninstall man python
.SECONDARY:

# == fuzzing: make fuzz builds one libFuzzer binary build/fuzz/fuzz_NAME per fuzz/fuzz_NAME.c
# (a new harness is one new file); scripts/fuzz.sh runs them. The library is built again
# with clang, instrumented for coverage and under ASan+UBSan; a UBSan report is a crash.
FUZZ_CC ?= clang
FUZZ_BUILD = build/fuzz
FUZZ_SAN = -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all
FUZZ_CFLAGS = $(CFLAGS_BASE) -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN)
FUZZ_SRC = $(wildcard fuzz/fuzz_*.c)
FUZZ_BIN = $(FUZZ_SRC:fuzz/%.c=$(FUZZ_BUILD)/%)
FUZZ_LIB_OBJ = $(LIB_SRC:src/%.c=$(FUZZ_BUILD)/obj/%.o)

fuzz: $(FUZZ_BIN)
$(FUZZ_BUILD)/obj/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(DEPFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@
-include $(wildcard $(FUZZ_BUILD)/obj/*/*.d $(FUZZ_BUILD)/obj/games/*/*.d)
$(FUZZ_BUILD)/obj/equiv/iso.o: FUZZ_CFLAGS += $(NAUTY_CFLAGS)
$(FUZZ_BUILD)/libgamedyn.a: $(FUZZ_LIB_OBJ)
	rm -f $@ && ar rcs $@ $^
$(FUZZ_BUILD)/fuzz_%: fuzz/fuzz_%.c fuzz/common.h fuzz/games.h $(wildcard include/gamedyn/*.h) $(FUZZ_BUILD)/libgamedyn.a
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $< $(FUZZ_BUILD)/libgamedyn.a $(LIBS) -o $@

.PHONY: fuzz
