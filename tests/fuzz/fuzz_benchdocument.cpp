// libFuzzer target for the bench JSON reader (Run › Open benchmark results…): any bytes must give a
// BenchDocument or an error naming the key, never a crash. The reader lives in app/ and uses QString,
// so this target compiles app/benchdocument.cpp itself and links Qt Core (see CMakeLists.txt).
#include "app/benchdocument.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QString error;
    const auto doc = warpscope::app::parseBenchDocument(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), QStringLiteral("fuzz.json"), &error);
    if (!doc && error.isEmpty())
        std::abort(); // a refusal must say why
    return 0;
}
