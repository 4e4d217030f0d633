<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
    <context>
        <name>FileSaver</name>
        <message>
            <source>Cannot save %1: %2</source>
            <translation>Не удалось сохранить %1: %2</translation>
        </message>
        <message>
            <source>Cannot save %1: %2. The file on disk is unchanged.</source>
            <translation>Не удалось сохранить %1: %2. Файл на диске не изменён.</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Warpscope kernel inspector</source>
            <translation>Инспектор ядер Warpscope</translation>
        </message>
        <message>
            <source>Task folder or task.toml to open</source>
            <translation>Папка задачи или task.toml для открытия</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::AboutDialog</name>
        <message>
            <source>About Warpscope</source>
            <translation>О программе Warpscope</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Warpscope %1&lt;/h2&gt;&lt;p&gt;A kernel inspector for GPU code reviewers, teachers and students: compile CUDA with NVRTC, read PTX and SASS, run on a GPU or on the built-in PTX emulator, compare against a reference and turn the evidence into a report.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Uses Qt, QScintilla and QCustomPlot.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Warpscope %1&lt;/h2&gt;&lt;p&gt;Инспектор ядер для рецензентов GPU-кода, преподавателей и студентов: компиляция CUDA через NVRTC, чтение PTX и SASS, запуск на GPU или во встроенном эмуляторе PTX, сравнение с эталоном и отчёт с доказательствами.&lt;/p&gt;&lt;p&gt;Распространяется по лицензии GNU General Public License версии 3 или более поздней. Использует Qt, QScintilla и QCustomPlot.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;CUDA toolkit %1, NVRTC %2&lt;br&gt;nvdisasm: %3&lt;br&gt;GPU: %4&lt;br&gt;Emulator %5&lt;/p&gt;</source>
            <translation>&lt;p&gt;CUDA toolkit %1, NVRTC %2&lt;br&gt;nvdisasm: %3&lt;br&gt;GPU: %4&lt;br&gt;Эмулятор %5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>не найден</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::MainWindow</name>
        <message>
            <source>Task</source>
            <translation>Задача</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Урок</translation>
        </message>
        <message>
            <source>Warpscope</source>
            <translation>Warpscope</translation>
        </message>
        <message>
            <source>no task</source>
            <translation>нет задачи</translation>
        </message>
        <message>
            <source>%1[*] — Warpscope</source>
            <translation>%1[*] — Warpscope</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Несохранённые изменения</translation>
        </message>
        <message>
            <source>The kernel source has unsaved changes. Save them?</source>
            <translation>В исходном коде ядра есть несохранённые изменения. Сохранить их?</translation>
        </message>
        <message>
            <source>Open task</source>
            <translation>Открыть задачу</translation>
        </message>
        <message>
            <source>Warpscope tasks (task.toml)</source>
            <translation>Задачи Warpscope (task.toml)</translation>
        </message>
        <message>
            <source>The language changes the next time Warpscope starts.</source>
            <translation>Язык изменится при следующем запуске Warpscope.</translation>
        </message>
        <message>
            <source>&amp;Save source</source>
            <translation>&amp;Сохранить исходный код</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;Open task…</source>
            <translation>&amp;Открыть задачу…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Н&amp;едавние</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Найти…</translation>
        </message>
        <message>
            <source>Find and &amp;replace…</source>
            <translation>Найти и &amp;заменить…</translation>
        </message>
        <message>
            <source>Find &amp;next</source>
            <translation>Найти &amp;далее</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>Reset &amp;layout</source>
            <translation>Сбросить &amp;раскладку</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Настройки</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Язык системы</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;About Warpscope</source>
            <translation>&amp;О программе Warpscope</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>О &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::TaskController</name>
        <message>
            <source>The task %1 could not be opened</source>
            <translation>Не удалось открыть задачу %1</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Открыто: %1</translation>
        </message>
        <message>
            <source>The source was not saved</source>
            <translation>Исходный код не сохранён</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Сохранено: %1</translation>
        </message>
        <message>
            <source>Not saved; task.toml is unchanged:
%1</source>
            <translation>Не сохранено; task.toml не изменён:
%1</translation>
        </message>
    </context>
    <context>
        <name>warpscope::session::TaskDocument</name>
        <message>
            <source>No task is open.</source>
            <translation>Задача не открыта.</translation>
        </message>
    </context>
    <context>
        <name>warpscope::session::WorkerSupervisor</name>
        <message>
            <source>The worker could not be started (%1). Check that warpscope-cli is built.</source>
            <translation>Не удалось запустить рабочий процесс (%1). Проверьте, что warpscope-cli собран.</translation>
        </message>
        <message numerus="yes">
            <source>The worker stopped after %n restarts in a short time: %1</source>
            <translation>
                <numerusform>Рабочий процесс остановлен после %n перезапуска за короткое время: %1</numerusform>
                <numerusform>Рабочий процесс остановлен после %n перезапусков за короткое время: %1</numerusform>
                <numerusform>Рабочий процесс остановлен после %n перезапусков за короткое время: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>warpscope::widgets::EnvironmentStatus</name>
        <message>
            <source>Toolkit: …</source>
            <translation>Toolkit: …</translation>
        </message>
        <message>
            <source>Device: …</source>
            <translation>Устройство: …</translation>
        </message>
        <message>
            <source>Worker: starting</source>
            <translation>Рабочий процесс: запуск</translation>
        </message>
        <message>
            <source>Restart worker</source>
            <translation>Перезапустить рабочий процесс</translation>
        </message>
        <message>
            <source>NVRTC not available</source>
            <translation>NVRTC недоступен</translation>
        </message>
        <message>
            <source>CUDA %1 · NVRTC %2</source>
            <translation>CUDA %1 · NVRTC %2</translation>
        </message>
        <message>
            <source>nvdisasm not found: SASS is unavailable</source>
            <translation>nvdisasm не найден: SASS недоступен</translation>
        </message>
        <message>
            <source>nvdisasm %1 at %2</source>
            <translation>nvdisasm %1: %2</translation>
        </message>
        <message>
            <source>No GPU · emulator %1</source>
            <translation>Нет GPU · эмулятор %1</translation>
        </message>
        <message>
            <source>GPU: %1 (sm_%2%3)</source>
            <translation>GPU: %1 (sm_%2%3)</translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s); emulator %1 also available</source>
            <translation>
                <numerusform>%n GPU; эмулятор %1 тоже доступен</numerusform>
                <numerusform>%n GPU; эмулятор %1 тоже доступен</numerusform>
                <numerusform>%n GPU; эмулятор %1 тоже доступен</numerusform>
            </translation>
        </message>
        <message>
            <source>Toolkit: unknown</source>
            <translation>Toolkit: неизвестен</translation>
        </message>
        <message>
            <source>Worker: ready</source>
            <translation>Рабочий процесс: готов</translation>
        </message>
        <message>
            <source>Worker: busy</source>
            <translation>Рабочий процесс: занят</translation>
        </message>
        <message>
            <source>Worker stopped</source>
            <translation>Рабочий процесс остановлен</translation>
        </message>
    </context>
    <context>
        <name>warpscope::widgets::FindBar</name>
        <message>
            <source>Find</source>
            <translation>Найти</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Далее</translation>
        </message>
        <message>
            <source>Previous</source>
            <translation>Назад</translation>
        </message>
        <message>
            <source>Match case</source>
            <translation>Учитывать регистр</translation>
        </message>
        <message>
            <source>Regular expression</source>
            <translation>Регулярное выражение</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <source>Replace with</source>
            <translation>Заменить на</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Заменить</translation>
        </message>
        <message>
            <source>Replace all</source>
            <translation>Заменить все</translation>
        </message>
        <message numerus="yes">
            <source>%n replaced</source>
            <translation>
                <numerusform>%n замена</numerusform>
                <numerusform>%n замены</numerusform>
                <numerusform>%n замен</numerusform>
            </translation>
        </message>
        <message>
            <source>Not found</source>
            <translation>Не найдено</translation>
        </message>
    </context>
    <context>
        <name>warpscope::widgets::TaskPane</name>
        <message>
            <source>Save task</source>
            <translation>Сохранить задачу</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Отменить изменения</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Параметры</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Значение</translation>
        </message>
        <message>
            <source>Buffers</source>
            <translation>Буферы</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Shape</source>
            <translation>Форма</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Роль</translation>
        </message>
        <message>
            <source>Initial values</source>
            <translation>Начальные значения</translation>
        </message>
        <message>
            <source>Launch</source>
            <translation>Запуск</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>Сетка</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Блок</translation>
        </message>
        <message>
            <source>Dynamic shared (bytes)</source>
            <translation>Динамическая shared-память (байт)</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Аргументы</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Эталон</translation>
        </message>
        <message>
            <source>Tolerances (empty: the dtype's default)</source>
            <translation>Допуски (пусто: по умолчанию для типа)</translation>
        </message>
        <message>
            <source>Output</source>
            <translation>Выход</translation>
        </message>
        <message>
            <source>atol</source>
            <translation>atol</translation>
        </message>
        <message>
            <source>rtol</source>
            <translation>rtol</translation>
        </message>
        <message>
            <source>max ULP</source>
            <translation>макс. ULP</translation>
        </message>
        <message>
            <source>Seeds</source>
            <translation>Сиды</translation>
        </message>
        <message>
            <source>Independent inputs</source>
            <translation>Независимые входы</translation>
        </message>
        <message>
            <source>First seed</source>
            <translation>Первый сид</translation>
        </message>
        <message>
            <source>No reference: runs produce outputs but no verdict.</source>
            <translation>Нет эталона: запуски дают выходы, но без вердикта.</translation>
        </message>
        <message>
            <source>Built-in %1 (float64) of %2 → %3</source>
            <translation>Встроенный %1 (float64) от %2 → %3</translation>
        </message>
        <message>
            <source>Reference kernel %1 in %2 → %3</source>
            <translation>Эталонное ядро %1 в %2 → %3</translation>
        </message>
        <message>
            <source>Expected outputs from %1 → %2</source>
            <translation>Ожидаемые выходы из %1 → %2</translation>
        </message>
        <message>
            <source>Python script %1 (runs only for trusted tasks) → %2</source>
            <translation>Скрипт Python %1 (только для доверенных задач) → %2</translation>
        </message>
        <message>
            <source>Parameter %1: "%2" is not an integer.</source>
            <translation>Параметр %1: «%2» — не целое число.</translation>
        </message>
        <message>
            <source>Tolerance %1 of %2: "%3" is not a number &gt;= 0.</source>
            <translation>Допуск %1 для %2: «%3» — не число &gt;= 0.</translation>
        </message>
    </context>
</TS>
