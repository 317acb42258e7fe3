// Counts heap allocations on the calling thread, for benchmarks and zero-allocation tests.
//
// Linking this target into an executable replaces malloc, calloc, realloc, memalign,
// aligned_alloc, posix_memalign and valloc with versions that bump per-thread counters and
// forward to glibc's own allocator (__libc_malloc and friends). Every allocation counts,
// including those the Swift runtime makes. free is not replaced.
//
// Link it into benchmark and allocation-test executables only, never into a library. Off glibc
// (macOS) it counts nothing: colonnade_allocation_counter_is_active() returns 0.
#ifndef COLONNADE_ALLOCATION_COUNTER_H
#define COLONNADE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of allocations the calling thread has made since it started.
uint64_t colonnade_allocation_count(void);

/// The number of those allocations that made Swift heap objects: class instances, array,
/// dictionary and string buffers, boxes, closure contexts (everything the Swift runtime
/// allocates through swift_slowAlloc). The rest are the C library's, the runtime's own
/// caches, and in unoptimized builds the frames of generic accessor coroutines.
uint64_t colonnade_object_allocation_count(void);

/// The number of bytes the calling thread has asked for since it started.
uint64_t colonnade_allocated_bytes(void);

/// Whether the counting allocator is the one in use in this process: 1 when malloc, called
/// from inside the C library, reaches the counter, else 0 (for instance when the linker kept
/// glibc's malloc).
int colonnade_allocation_counter_is_active(void);

/// Whether Swift heap objects can be told apart: 1 when swift_slowAlloc was found.
int colonnade_object_allocations_are_classified(void);

#endif
