// The OS page cache for the two log files: dirty bytes with their age,
// the kernel flusher that writes back what is older than dirty_expire or
// above the background threshold, and fsync that writes all of a file.
#ifndef COMMITLAB_MODEL_PAGE_CACHE_H_
#define COMMITLAB_MODEL_PAGE_CACHE_H_

#include <array>
#include <cstdint>

namespace commitlab {

enum FileId : uint8_t { kFileRedo, kFileBinlog, kFileCount };

struct DirtyChunk {
  int64_t since;  // when the oldest byte of the chunk was dirtied
  int64_t bytes;
};

struct CachedFile {
  static constexpr int kChunks = 128;  // one per flusher period at most
  std::array<DirtyChunk, kChunks> chunks{};
  int32_t head = 0;
  int32_t count = 0;
  int64_t dirty = 0;
  int64_t appended = 0;  // bytes ever written to the file: dirty ones are its tail
};

struct PageCache {
  std::array<CachedFile, kFileCount> files;
  int64_t writeback_bytes = 0;  // total written back by the flusher
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_PAGE_CACHE_H_
