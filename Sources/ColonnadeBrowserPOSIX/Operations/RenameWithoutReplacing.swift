import CFileSystemCalls
import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Renames `name` in `folder` to `newName` in `newFolder` only if nothing has that name: 0, or
/// the `errno` (`EEXIST` when the name is taken, `EXDEV` across file systems).
///
/// `renameat2(RENAME_NOREPLACE)` does it atomically. Where the file system cannot (some network
/// file systems), a file or link is hard-linked to the new name (which fails if it is taken) and
/// unlinked from the old; a folder is renamed after checking that the name is free, and `rename`
/// would only ever replace an empty folder in the instant between.
func renameWithoutReplacing(_ name: [CChar], in folder: Int32, to newName: [CChar], in newFolder: Int32)
  -> Int32
{
  if colonnade_rename_noreplace(folder, name, newFolder, newName) == 0 { return 0 }
  let failure = errno
  guard failure == EINVAL || failure == ENOSYS || failure == ENOTSUP else { return failure }
  guard let info = linkStatus(name, in: folder) else { return errno }
  if info.st_mode & S_IFMT != S_IFDIR {
    guard linkat(folder, name, newFolder, newName, 0) == 0 else { return errno }
    return unlinkat(folder, name, 0) == 0 ? 0 : errno
  }
  if linkStatus(newName, in: newFolder) != nil { return EEXIST }
  return renameat(folder, name, newFolder, newName) == 0 ? 0 : errno
}
