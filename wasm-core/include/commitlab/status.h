// Errors are values: a Status is either OK or carries one message meant
// for a human (it names the field, the value and what is allowed).
#ifndef COMMITLAB_STATUS_H_
#define COMMITLAB_STATUS_H_

#include <string>
#include <utility>

namespace commitlab {

class Status {
 public:
  Status() = default;
  static Status Ok() { return Status(); }
  static Status Invalid(std::string message) {
    Status s;
    s.ok_ = false;
    s.message_ = std::move(message);
    return s;
  }
  bool ok() const { return ok_; }
  const std::string& message() const { return message_; }

 private:
  bool ok_ = true;
  std::string message_;
};

}  // namespace commitlab

#endif  // COMMITLAB_STATUS_H_
