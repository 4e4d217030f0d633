#pragma once

#include "core/env/environment.h"

#include <QDialog>

namespace warpscope::app {

/// Name, version, licence, and the environment the worker reported.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    AboutDialog(const core::EnvironmentInfo* env, QWidget* parent = nullptr);
};

} // namespace warpscope::app
