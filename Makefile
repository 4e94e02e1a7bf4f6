# gamedyn - build: make; tests: make check; sanitizers: make check SAN=1
CC ?= cc
SAN ?= 0
OPT ?= -O2 -march=x86-64-v2
CFLAGS_BASE = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -Iinclude -fPIC
ifeq ($(SAN),1)
  BUILD = build/san
  CFLAGS = $(CFLAGS_BASE) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
  LDFLAGS_SAN = -fsanitize=address,undefined
else
  BUILD = build/release
  CFLAGS = $(CFLAGS_BASE) $(OPT) -g
  LDFLAGS_SAN =
endif
LIBS = -lpng -lm

LIB_SRC = $(wildcard src/lib/*.c)
CLI_SRC = $(wildcard src/cli/*.c)
TEST_SRC = $(wildcard tests/t_*.c)
TEST_HELPERS = tests/brute.c tests/testlib.c
LIB_OBJ = $(LIB_SRC:src/lib/%.c=$(BUILD)/lib/%.o)
CLI_OBJ = $(CLI_SRC:src/cli/%.c=$(BUILD)/cli/%.o)
HELPER_OBJ = $(TEST_HELPERS:tests/%.c=$(BUILD)/tests/%.o)
TEST_BIN = $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)

all: $(BUILD)/libgamedyn.a $(BUILD)/libgamedyn.so $(BUILD)/gamedyn bin/gamedyn

$(BUILD)/lib/%.o: src/lib/%.c $(wildcard include/gamedyn/*.h) src/lib/engine_impl.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
$(BUILD)/cli/%.o: src/cli/%.c $(wildcard include/gamedyn/*.h) $(wildcard src/cli/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
$(BUILD)/tests/%.o: tests/%.c $(wildcard include/gamedyn/*.h) $(wildcard tests/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/libgamedyn.a: $(LIB_OBJ)
	ar rcs $@ $^
$(BUILD)/libgamedyn.so: $(LIB_OBJ)
	$(CC) -shared $(LDFLAGS_SAN) -o $@ $^ $(LIBS)
$(BUILD)/gamedyn: $(CLI_OBJ) $(BUILD)/libgamedyn.a
	$(CC) $(LDFLAGS_SAN) -o $@ $^ $(LIBS)
bin/gamedyn: $(BUILD)/gamedyn
	@mkdir -p bin
	ln -sf ../$(BUILD)/gamedyn bin/gamedyn
$(BUILD)/tests/t_%: $(BUILD)/tests/t_%.o $(HELPER_OBJ) $(BUILD)/libgamedyn.a
	$(CC) $(LDFLAGS_SAN) -o $@ $^ $(LIBS)

tests: $(TEST_BIN) $(BUILD)/gamedyn

check: tests
	@BUILD=$(BUILD) sh tests/run.sh

clean:
	rm -rf build bin

.PHONY: all tests check clean
.SECONDARY:
