#include "core/task/generators.h"

#include "core/common/paths.h"
#include "core/io/npy.h"

#include <cmath>
#include <numbers>

namespace warpscope::core {

namespace {
std::uint64_t splitmix(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

Rng::Rng(std::uint64_t seed)
{
    for (auto& s : m_s)
        s = splitmix(seed);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double Rng::uniform01()
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double Rng::normal()
{
    if (m_haveSpare) {
        m_haveSpare = false;
        return m_spare;
    }
    double u1 = 0.0;
    do {
        u1 = uniform01();
    } while (u1 <= 0.0);
    const double u2 = uniform01();
    const double r = std::sqrt(-2.0 * std::log(u1));
    m_spare = r * std::sin(2.0 * std::numbers::pi * u2);
    m_haveSpare = true;
    return r * std::cos(2.0 * std::numbers::pi * u2);
}

std::uint64_t bufferSeed(std::uint64_t taskSeed, const std::string& bufferName)
{
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a over the name, mixed with the seed
    for (unsigned char c : bufferName) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    std::uint64_t x = taskSeed ^ h;
    return splitmix(x);
}

Result<Tensor> generateBuffer(const Task& task, const BufferSpec& spec, const std::vector<std::int64_t>& shape,
    const ParamMap& params, std::uint64_t taskSeed)
{
    const std::string field = "buffer '" + spec.name + "'.init";
    if (spec.init && spec.init->kind == InitSpec::Kind::Npy) {
        auto path = resolveInsideFolder(task.dir, spec.init->path, task.file.string(), spec.pos.line, field);
        if (!path)
            return path.error();
        auto t = loadNpy(*path);
        if (!t)
            return t.error();
        if (spec.dtype == DType::BF16) {
            auto bf = reinterpretAsBf16(std::move(*t), path->string());
            if (!bf)
                return bf.error();
            t = std::move(*bf);
        }
        if (t->dtype != spec.dtype)
            return makeError(ErrorCode::BadInput,
                "'" + spec.init->path + "' holds " + dtypeName(t->dtype) + " but buffer '" + spec.name + "' is "
                    + dtypeName(spec.dtype) + "; save the file with the buffer's dtype",
                task.file.string(), spec.pos.line, field);
        if (t->shape != shape)
            return makeError(ErrorCode::BadInput,
                "'" + spec.init->path + "' has shape " + shapeToString(t->shape) + " but buffer '" + spec.name
                    + "' has shape " + shapeToString(shape),
                task.file.string(), spec.pos.line, field);
        return std::move(*t);
    }
    Tensor t = Tensor::zeros(spec.dtype, shape);
    const std::size_t n = t.elementCount();
    auto evaluated = evaluateInitSpec(spec.init.value_or(InitSpec {}), params);
    if (!evaluated)
        return makeError(ErrorCode::BadInput, "buffer '" + spec.name + "': " + evaluated.error().message,
            task.file.string(), spec.initPos.line ? spec.initPos.line : spec.pos.line, field);
    const InitSpec& init = *evaluated;
    Rng rng(bufferSeed(taskSeed, spec.name));
    for (std::size_t i = 0; i < n; ++i) {
        double v = 0.0;
        switch (init.kind) {
        case InitSpec::Kind::Uniform:
            v = init.a + (init.b - init.a) * rng.uniform01();
            if (!isFloat(spec.dtype))
                v = std::floor(v); // integers: uniform over [a, b)
            break;
        case InitSpec::Kind::Normal:
            v = init.a + init.b * rng.normal();
            if (!isFloat(spec.dtype))
                v = std::nearbyint(v);
            break;
        case InitSpec::Kind::Iota:
            v = static_cast<double>(i);
            break;
        case InitSpec::Kind::Ones:
            v = 1.0;
            break;
        case InitSpec::Kind::Zeros:
            v = 0.0;
            break;
        case InitSpec::Kind::Const:
            v = init.a;
            break;
        case InitSpec::Kind::Npy:
            break;
        }
        t.set(i, v);
    }
    return t;
}

} // namespace warpscope::core
