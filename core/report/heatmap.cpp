#include "core/report/heatmap.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace warpscope::core {

namespace {

constexpr int kMaxSide = 512;
constexpr int kMinSide = 256;

// Severity of a compare category (core/compare: 0 exact, 1-2 passed, 3 fail, 6 sign, 4 nan, 5 inf, 7 unwritten).
int severity(int category)
{
    switch (category) {
    case 0:
        return 0;
    case 1:
    case 2:
        return 1;
    case 3:
    case 6:
        return 2;
    default:
        return 3;
    }
}

std::array<std::uint8_t, 3> ramp(double t)
{
    // dark navy -> teal -> yellow; perceptually ordered, readable in print.
    static constexpr std::array<std::array<double, 3>, 3> stops = {{{18, 24, 56}, {32, 146, 140}, {250, 230, 80}}};
    t = std::clamp(t, 0.0, 1.0) * 2.0;
    const int i = std::min(1, int(t));
    const double f = t - i;
    std::array<std::uint8_t, 3> c {};
    for (int k = 0; k < 3; ++k)
        c[k] = static_cast<std::uint8_t>(stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f);
    return c;
}

struct Cell {
    int severity = -1; ///< -1: no element (padding)
    double error = 0;
};

} // namespace

Result<RasterImage> renderErrorHeatmap(const Tensor& category, const Tensor& absError)
{
    const std::size_t n = category.elementCount();
    if (n == 0 || absError.elementCount() != n)
        return makeError(ErrorCode::BadInput, "the error maps are empty or their sizes differ");
    std::size_t cols = 0;
    if (category.shape.size() >= 2)
        cols = static_cast<std::size_t>(category.shape.back());
    else
        cols = static_cast<std::size_t>(std::ceil(std::sqrt(double(n))));
    const std::size_t rows = (n + cols - 1) / cols;
    const std::size_t block = std::max<std::size_t>(1, (std::max(rows, cols) + kMaxSide - 1) / kMaxSide);
    const int w = int((cols + block - 1) / block), h = int((rows + block - 1) / block);
    std::vector<Cell> cells(std::size_t(w) * h);
    double largest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        Cell& c = cells[(i / cols / block) * w + (i % cols) / block];
        const int s = severity(int(category.at(i)));
        const double e = std::abs(absError.at(i));
        if (s == 1 && std::isfinite(e))
            largest = std::max(largest, e);
        if (s > c.severity || (s == c.severity && e > c.error))
            c = {s, std::isfinite(e) ? e : 0.0};
    }
    const int scale = std::max(1, kMinSide / std::max(w, h));
    RasterImage img {w * scale, h * scale, std::vector<std::uint8_t>(std::size_t(w) * h * scale * scale * 4)};
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const Cell& c = cells[std::size_t(y) * w + x];
            std::array<std::uint8_t, 3> rgb {235, 235, 235};
            if (c.severity == 0)
                rgb = ramp(0);
            else if (c.severity == 1)
                rgb = ramp(largest > 0 && c.error > 0 ? 1.0 + std::log10(c.error / largest) / 6.0 : 0.0);
            else if (c.severity == 2)
                rgb = {220, 40, 40};
            else if (c.severity == 3)
                rgb = {170, 60, 200};
            for (int dy = 0; dy < scale; ++dy)
                for (int dx = 0; dx < scale; ++dx) {
                    std::uint8_t* p = &img.rgba[((std::size_t(y) * scale + dy) * img.width + x * scale + dx) * 4];
                    p[0] = rgb[0];
                    p[1] = rgb[1];
                    p[2] = rgb[2];
                    p[3] = 255;
                }
        }
    return img;
}

} // namespace warpscope::core
