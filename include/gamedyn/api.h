/* api.h - GD_API, the mark of the library's binary interface. Every function a public header
 * declares carries it; the library is compiled with -fvisibility=hidden, so a function
 * without it is not exported by libgamedyn.so (docs/architecture.md, "The binary interface").
 * Defining GD_API before the first include replaces it (empty: plain declarations). */
#ifndef GAMEDYN_API_H
#define GAMEDYN_API_H

#ifndef GD_API
#if defined(__GNUC__) || defined(__clang__)
#define GD_API __attribute__((visibility("default")))
#else
#define GD_API
#endif
#endif

#endif
