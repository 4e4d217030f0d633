// The device printf's formatting against a table of expected strings: every conversion, flags,
// widths and precisions (digits and *), h/hh/l/ll lengths, %s with a null and with a bad pointer,
// %%, unknown conversions, the 32-argument limit and an unreadable argument buffer.
#include "core/emu/deviceprintf.h"

#include <QTest>

#include <cstring>
#include <limits>
#include <map>
#include <vector>

using namespace warpscope::core::emu;

namespace {

/// An argument buffer laid out as NVRTC lays it out: each value at the next offset aligned to its size.
struct Args {
    std::vector<std::byte> bytes;
    std::map<std::uint64_t, std::string> strings; ///< device address -> string

    template <class T> Args& add(T v)
    {
        const std::size_t at = (bytes.size() + sizeof(T) - 1) / sizeof(T) * sizeof(T);
        bytes.resize(at + sizeof(T));
        std::memcpy(bytes.data() + at, &v, sizeof(T));
        return *this;
    }
    Args& str(std::uint64_t address, std::string text)
    {
        strings[address] = std::move(text);
        return add<std::uint64_t>(address);
    }

    PrintfMemory memory() const
    {
        PrintfMemory m;
        m.readArg = [this](std::uint64_t offset, void* out, std::size_t n) {
            if (offset + n > bytes.size())
                return false;
            std::memcpy(out, bytes.data() + offset, n);
            return true;
        };
        m.readString = [this](std::uint64_t a) -> std::optional<std::string> {
            const auto it = strings.find(a);
            if (it == strings.end())
                return std::nullopt;
            return it->second;
        };
        return m;
    }
};

} // namespace

Q_DECLARE_METATYPE(Args)

class TestDevicePrintf : public QObject {
    Q_OBJECT
private slots:
    void formats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<Args>("args");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("returned");
        auto row = [](const char* name, const char* fmt, Args a, const char* out, int ret) {
            QTest::newRow(name) << QString::fromUtf8(fmt) << a << QString::fromUtf8(out) << ret;
        };
        row("plain", "hello\n", Args {}, "hello\n", 0);
        row("percent", "100%%", Args {}, "100%", 0);
        row("d", "%d", Args {}.add<std::int32_t>(-42), "-42", 1);
        row("i", "%i|%i", Args {}.add<std::int32_t>(7).add<std::int32_t>(-7), "7|-7", 2);
        row("u", "%u", Args {}.add<std::uint32_t>(4000000000u), "4000000000", 1);
        row("x X o", "%x %X %o", Args {}.add<std::uint32_t>(255).add<std::uint32_t>(255).add<std::uint32_t>(8),
            "ff FF 10", 3);
        row("c", "[%c%c]", Args {}.add<std::int32_t>('o').add<std::int32_t>('k'), "[ok]", 2);
        row("f float promoted", "%f", Args {}.add<double>(1.5), "1.500000", 1);
        row("F", "%F", Args {}.add<double>(2.25), "2.250000", 1);
        row("e E", "%e %E", Args {}.add<double>(12345.678).add<double>(0.00012), "1.234568e+04 1.200000E-04", 2);
        row("g G", "%g %G", Args {}.add<double>(0.0001).add<double>(1e20), "0.0001 1E+20", 2);
        row("a A", "%a %A", Args {}.add<double>(1.0).add<double>(-0.5), "0x1p+0 -0X1P-1", 2);
        row("inf nan", "%f %f %f",
            Args {}
                .add<double>(std::numeric_limits<double>::infinity())
                .add<double>(-std::numeric_limits<double>::infinity())
                .add<double>(std::numeric_limits<double>::quiet_NaN()),
            "inf -inf nan", 3);
        row("s", "<%s>", Args {}.str(0x7000, "text"), "<text>", 1);
        row("s null", "<%s>", Args {}.add<std::uint64_t>(0), "<(null)>", 1);
        row("s width precision", "[%8.3s|%-6s]", Args {}.str(0x7000, "abcdef").str(0x7010, "ab"), "[     abc|ab    ]",
            2);
        row("p", "%p", Args {}.add<std::uint64_t>(0x7f001234), "0x7f001234", 1);
        row("p null", "%p", Args {}.add<std::uint64_t>(0), "(nil)", 1);
        row("flags", "[%-5d|%+d|% d|%05d|%#x|%#o]",
            Args {}
                .add<std::int32_t>(3)
                .add<std::int32_t>(3)
                .add<std::int32_t>(3)
                .add<std::int32_t>(-3)
                .add<std::uint32_t>(255)
                .add<std::uint32_t>(8),
            "[3    |+3| 3|-0003|0xff|010]", 6);
        row("width precision", "[%8.3f|%.0f|%10.2e|%.3d]",
            Args {}.add<double>(3.14159).add<double>(2.5).add<double>(31415.9).add<std::int32_t>(7),
            "[   3.142|2|  3.14e+04|007]", 4);
        row("star width", "[%*d|%-*d]",
            Args {}.add<std::int32_t>(5).add<std::int32_t>(42).add<std::int32_t>(4).add<std::int32_t>(1),
            "[   42|1   ]", 4);
        row("negative star", "[%*d]", Args {}.add<std::int32_t>(-4).add<std::int32_t>(9), "[9   ]", 2);
        row("star precision", "%.*f", Args {}.add<std::int32_t>(2).add<double>(1.23456), "1.23", 2);
        row("h hh", "%hd %hhd %hu %hhx",
            Args {}.add<std::int32_t>(70000).add<std::int32_t>(200).add<std::int32_t>(-1).add<std::int32_t>(0x1ff),
            "4464 -56 65535 ff", 4);
        row("l ll 8-byte aligned", "%d %ld %lld %llx",
            Args {}
                .add<std::int32_t>(1)
                .add<std::int64_t>(-5000000000ll)
                .add<std::int64_t>(9000000000ll)
                .add<std::uint64_t>(0xabcdef012345ull),
            "1 -5000000000 9000000000 abcdef012345", 4);
        row("int then double aligns", "%d %f", Args {}.add<std::int32_t>(1).add<double>(0.5), "1 0.500000", 2);
        row("lf", "%lf", Args {}.add<double>(0.25), "0.250000", 1);
        row("unknown conversion verbatim", "%k %d", Args {}.add<std::int32_t>(1), "%k 1", 1);
        row("dangling percent", "50%", Args {}, "50%", 0);
        row("dangling width", "x%5", Args {}, "x%5", 0);
    }
    void formats()
    {
        QFETCH(QString, format);
        QFETCH(Args, args);
        QFETCH(QString, expected);
        QFETCH(int, returned);
        const std::string fmt = format.toStdString();
        const PrintfMemory mem = args.memory();
        const PrintfFormatted f = formatDevicePrintf(fmt, mem);
        QCOMPARE(QString::fromStdString(f.text), expected);
        QCOMPARE(f.returnValue, returned);
        QVERIFY2(f.error.empty(), f.error.c_str());
    }

    void badStringPointerIsMarked()
    {
        Args a;
        a.add<std::uint64_t>(0xdead0);
        const auto mem = a.memory();
        const PrintfFormatted f = formatDevicePrintf("s=%s!", mem);
        QCOMPARE(QString::fromStdString(f.text), QStringLiteral("s=<bad string pointer 0xdead0>!"));
        QVERIFY(f.error.find("0xdead0") != std::string::npos);
        QCOMPARE(f.returnValue, 1);
    }

    void unreadableArgumentIsMarked()
    {
        Args a; // empty buffer: the first argument cannot be read
        const auto mem = a.memory();
        const PrintfFormatted f = formatDevicePrintf("v=%d", mem);
        QCOMPARE(QString::fromStdString(f.text), QStringLiteral("v=<unreadable argument>"));
        QVERIFY(f.error.find("argument 1") != std::string::npos);
    }

    void atMost32Arguments()
    {
        Args a;
        std::string fmt;
        std::string expected;
        for (int i = 0; i < 33; ++i) {
            a.add<std::int32_t>(i);
            fmt += "%d,";
            expected += i < 32 ? std::to_string(i) + "," : std::string("%d,");
        }
        const auto mem = a.memory();
        const PrintfFormatted f = formatDevicePrintf(fmt, mem);
        QCOMPARE(QString::fromStdString(f.text), QString::fromStdString(expected));
        QCOMPARE(f.returnValue, 32);
    }

    void hugeWidthIsClamped()
    {
        Args a;
        a.add<std::int32_t>(1);
        const auto mem = a.memory();
        const PrintfFormatted f = formatDevicePrintf("%999999999d", mem);
        QCOMPARE(f.text.size(), std::size_t(1 << 16));
    }
};

QTEST_APPLESS_MAIN(TestDevicePrintf)
#include "tst_deviceprintf.moc"
