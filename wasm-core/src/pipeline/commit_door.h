// Changing the commit algorithm mid-run is changing the server's code. No
// server mixes two: commits already under way finish with the algorithm
// they started with, and new ones wait at the door until then (shown as a
// stage-mutex wait). Without it a 5.5 commit and a 5.7 group could pass
// each other and break "commit order = binlog order".
#ifndef COMMITLAB_PIPELINE_COMMIT_DOOR_H_
#define COMMITLAB_PIPELINE_COMMIT_DOOR_H_

#include <cstdint>
#include <vector>

#include "commitlab/knobs.h"

namespace commitlab {

struct CommitDoor {
  CommitAlgorithm algo = CommitAlgorithm::kGroupCommit57;  // of the commits in flight
  int32_t in_flight = 0;          // binlogged commits started and not finished
  std::vector<int32_t> waiters;   // threads waiting for the switch
};

}  // namespace commitlab

#endif  // COMMITLAB_PIPELINE_COMMIT_DOOR_H_
