// The system calls the file operations need that Swift's C library module hides: glibc declares
// renameat2 only with _GNU_SOURCE, and Swift cannot call the variadic syscall(2).
#ifndef COLONNADE_FILE_SYSTEM_CALLS_H
#define COLONNADE_FILE_SYSTEM_CALLS_H

/// Renames `from` (relative to `from_folder`) to `to` (relative to `to_folder`) only if `to` does
/// not exist: renameat2(RENAME_NOREPLACE) on Linux, renameatx_np(RENAME_EXCL) on Darwin. Returns
/// 0, or -1 with errno set: EEXIST when `to` exists, EINVAL or ENOSYS where the file system or
/// the system cannot rename without replacing.
int colonnade_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to);

/// Lowers the calling thread's scheduling priority by `steps` nice levels (Linux: each thread has
/// its own), so background work yields the processor to the thread that draws the screen.
/// Returns 0, or -1 with errno set; elsewhere does nothing and returns 0.
int colonnade_lower_thread_priority(int steps);

#endif
