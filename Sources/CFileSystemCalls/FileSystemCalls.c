#define _GNU_SOURCE
#include "FileSystemCalls.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#endif

int colonnade_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
  return (int)syscall(SYS_renameat2, from_folder, from, to_folder, to, RENAME_NOREPLACE);
#elif defined(__APPLE__)
  return renameatx_np(from_folder, from, to_folder, to, RENAME_EXCL);
#else
  (void)from_folder;
  (void)from;
  (void)to_folder;
  (void)to;
  errno = ENOSYS;
  return -1;
#endif
}

int colonnade_lower_thread_priority(int steps) {
#if defined(__linux__) && defined(SYS_gettid)
  pid_t thread = (pid_t)syscall(SYS_gettid);
  errno = 0;
  int current = getpriority(PRIO_PROCESS, (id_t)thread);
  if (current == -1 && errno != 0) return -1;
  return setpriority(PRIO_PROCESS, (id_t)thread, current + steps);
#else
  (void)steps;
  return 0;
#endif
}
