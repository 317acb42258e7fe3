// Counting replacements for the C allocation functions; see include/AllocationCounter.h.
// They forward to glibc's own allocator, so they are compiled on glibc only; elsewhere (Darwin,
// whose malloc zones are replaced another way) the counter is inactive and says so.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#if defined(__GLIBC__)

#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS: reading the counters never calls into the dynamic loader (which could
// allocate, and so recurse).
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));
static __thread uint64_t objectAllocations __attribute__((tls_model("initial-exec")));
static __thread uint64_t allocatedBytes __attribute__((tls_model("initial-exec")));

// The code of the Swift runtime's swift_slowAlloc, found once at start-up: an allocation
// called from inside it makes a Swift heap object.
static uintptr_t slowAllocStart;
static uintptr_t slowAllocEnd;

__attribute__((constructor)) static void findSwiftAllocator(void) {
  void *address = dlsym(RTLD_DEFAULT, "swift_slowAlloc");
  Dl_info info;
  const ElfW(Sym) *symbol = NULL;
  if (address == NULL || dladdr1(address, &info, (void **)&symbol, RTLD_DL_SYMENT) == 0 || symbol == NULL
      || symbol->st_size == 0) {
    return;
  }
  slowAllocStart = (uintptr_t)address;
  slowAllocEnd = slowAllocStart + symbol->st_size;
}

static inline void note(size_t size, void *caller) {
  allocations += 1;
  allocatedBytes += size;
  uintptr_t from = (uintptr_t)caller;
  if (from >= slowAllocStart && from < slowAllocEnd) objectAllocations += 1;
}

void *malloc(size_t size) {
  note(size, __builtin_return_address(0));
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note(count * size, __builtin_return_address(0));
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note(size, __builtin_return_address(0));
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note(size, __builtin_return_address(0));
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note(size, __builtin_return_address(0));
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  note(size, __builtin_return_address(0));
  return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  note(size, __builtin_return_address(0));
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

uint64_t colonnade_allocation_count(void) { return allocations; }

uint64_t colonnade_object_allocation_count(void) { return objectAllocations; }

uint64_t colonnade_allocated_bytes(void) { return allocatedBytes; }

int colonnade_object_allocations_are_classified(void) { return slowAllocEnd > slowAllocStart; }

// Volatile, so the optimizer can neither drop the probe allocation nor see what it points to.
static char *volatile probe;
static const char *volatile probeSource = "colonnade";

int colonnade_allocation_counter_is_active(void) {
  // Volatile reads: the compiler assumes strdup cannot touch this file's counters.
  volatile uint64_t *counter = &allocations;
  uint64_t before = *counter;
  // strdup lives in the C library and allocates through the process's malloc: it reaches
  // the counter only if these replacements won.
  probe = strdup(probeSource);
  int active = *counter != before;
  free(probe);
  probe = NULL;
  return active;
}

#else

uint64_t colonnade_allocation_count(void) { return 0; }

uint64_t colonnade_object_allocation_count(void) { return 0; }

uint64_t colonnade_allocated_bytes(void) { return 0; }

int colonnade_object_allocations_are_classified(void) { return 0; }

int colonnade_allocation_counter_is_active(void) { return 0; }

#endif
