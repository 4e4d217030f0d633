#pragma once

// Accepting an unknown host key from Warpscope's dialog (issue 18, faults). ssh runs with
// StrictHostKeyChecking=yes, so an unknown key is refused and the user is shown the fingerprints the
// server offers. When the user accepts them there, the key is read again with ssh-keyscan (an argv
// array), its fingerprint must equal one the user was shown, and only then is its line appended to
// the known_hosts file ssh uses for the target (`ssh -G`: the user's, or the one the target's ssh
// configuration names). A CHANGED key is never accepted here: the old line must be removed by the
// user (ssh-keygen -R) after checking with the administrator.

#include "core/common/result.h"
#include "core/remote/target.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// One key the server offers: its known_hosts line and fingerprint (SHA256:...).
struct OfferedHostKey {
    std::string line; ///< "[host]:port ssh-ed25519 AAAA..." as ssh-keyscan prints it
    std::string fingerprint; ///< "SHA256:..."
    std::string type; ///< "ED25519", "RSA", ...
};

/// The keys the server offers now (ssh-keyscan, then ssh-keygen -l on each line).
Result<std::vector<OfferedHostKey>> scanHostKeys(const Target& target);

/// The known_hosts file ssh uses for the target (the first UserKnownHostsFile of `ssh -G`, with the
/// target's ssh configuration; "~" expanded).
Result<std::string> knownHostsFile(const Target& target);

/// The fingerprints (SHA256:...) in a message, in order, without repeats.
std::vector<std::string> fingerprintsIn(const std::string& text);

/// Appends the offered keys whose fingerprints are among `shown` (what the user saw and accepted) to
/// the target's known_hosts file. Refused, with nothing written: when the server now offers none of
/// the shown keys (it changed since: possibly an attack), and when known_hosts already holds a
/// different key for the host (a changed key: the message says to check it and run ssh-keygen -R).
/// Returns the file written to.
Result<std::string> acceptHostKeys(const Target& target, const std::vector<std::string>& shown);

} // namespace warpscope::core
