#include "sim/runtime.h"

namespace commitlab {

void CacheWrite(World& w, int file, int64_t bytes) {
  if (bytes <= 0) return;
  CachedFile& f = w.page_cache.files[file];
  f.dirty += bytes;
  f.appended += bytes;
  if (f.count > 0) {
    DirtyChunk& last = f.chunks[(f.head + f.count - 1) % CachedFile::kChunks];
    // Group writes into chunks of one flusher period: age is what matters.
    if (w.now - last.since < w.d.writeback_ns || f.count == CachedFile::kChunks) {
      last.bytes += bytes;
      return;
    }
  }
  f.chunks[(f.head + f.count) % CachedFile::kChunks] = {w.now, bytes};
  ++f.count;
}

int64_t CacheTakeAll(World& w, int file) {
  CachedFile& f = w.page_cache.files[file];
  int64_t bytes = f.dirty;
  f.dirty = 0;
  f.head = 0;
  f.count = 0;
  return bytes;
}

namespace {

int64_t WriteBackOldest(World& w, int file) {
  CachedFile& f = w.page_cache.files[file];
  if (f.count == 0) return 0;
  DirtyChunk& c = f.chunks[f.head];
  int64_t bytes = c.bytes;
  f.dirty -= bytes;
  f.head = (f.head + 1) % CachedFile::kChunks;
  --f.count;
  DeviceSubmit(w, DeviceOpKind::kWrite, DeviceOwner::kBackground, file, -1, bytes);
  w.page_cache.writeback_bytes += bytes;
  return bytes;
}

}  // namespace

// The kernel flusher: write back data older than dirty_expire, then the
// oldest data while the total is above the background threshold.
void FlusherTick(World& w) {
  for (int file = 0; file < kFileCount; ++file) {
    CachedFile& f = w.page_cache.files[file];
    while (f.count > 0 && f.chunks[f.head].since <= w.now - w.d.expire_ns) WriteBackOldest(w, file);
  }
  for (;;) {
    int64_t total = w.page_cache.files[kFileRedo].dirty + w.page_cache.files[kFileBinlog].dirty;
    if (total <= w.d.bg_threshold) break;
    int file = w.page_cache.files[kFileBinlog].dirty >= w.page_cache.files[kFileRedo].dirty ? kFileBinlog : kFileRedo;
    if (WriteBackOldest(w, file) == 0) break;
  }
}

}  // namespace commitlab
