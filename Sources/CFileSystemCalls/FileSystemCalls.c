#define _GNU_SOURCE
#include "FileSystemCalls.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
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
