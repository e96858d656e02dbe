// Machine files from an already parsed JSON value: a scenario embeds one
// as "machine_file": {...}.
#ifndef COMMITLAB_KNOBS_MACHINE_FILE_JSON_H_
#define COMMITLAB_KNOBS_MACHINE_FILE_JSON_H_

#include "commitlab/machine_file.h"
#include "util/json.h"

namespace commitlab {

Status MachineFileFromJsonValue(const JsonValue& root, MachineFile* out);

}  // namespace commitlab

#endif  // COMMITLAB_KNOBS_MACHINE_FILE_JSON_H_
