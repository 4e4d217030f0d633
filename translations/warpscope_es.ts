<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>FileSaver</name>
        <message>
            <source>Cannot save %1: %2</source>
            <translation>No se puede guardar %1: %2</translation>
        </message>
        <message>
            <source>Cannot save %1: %2. The file on disk is unchanged.</source>
            <translation>No se puede guardar %1: %2. El archivo en disco no ha cambiado.</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Warpscope kernel inspector</source>
            <translation>Inspector de kernels Warpscope</translation>
        </message>
        <message>
            <source>Task folder or task.toml to open</source>
            <translation>Carpeta de la tarea o task.toml que abrir</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::AboutDialog</name>
        <message>
            <source>About Warpscope</source>
            <translation>Acerca de Warpscope</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Warpscope %1&lt;/h2&gt;&lt;p&gt;A kernel inspector for GPU code reviewers, teachers and students: compile CUDA with NVRTC, read PTX and SASS, run on a GPU or on the built-in PTX emulator, compare against a reference and turn the evidence into a report.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Uses Qt, QScintilla and QCustomPlot.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Warpscope %1&lt;/h2&gt;&lt;p&gt;Un inspector de kernels para revisores de código GPU, profesores y estudiantes: compila CUDA con NVRTC, lee PTX y SASS, ejecuta en una GPU o en el emulador PTX integrado, compara con una referencia y convierte las pruebas en un informe.&lt;/p&gt;&lt;p&gt;Publicado bajo la Licencia Pública General de GNU, versión 3 o posterior. Usa Qt, QScintilla y QCustomPlot.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;CUDA toolkit %1, NVRTC %2&lt;br&gt;nvdisasm: %3&lt;br&gt;GPU: %4&lt;br&gt;Emulator %5&lt;/p&gt;</source>
            <translation>&lt;p&gt;CUDA toolkit %1, NVRTC %2&lt;br&gt;nvdisasm: %3&lt;br&gt;GPU: %4&lt;br&gt;Emulador %5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>no encontrado</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::MainWindow</name>
        <message>
            <source>Task</source>
            <translation>Tarea</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Lección</translation>
        </message>
        <message>
            <source>Warpscope</source>
            <translation>Warpscope</translation>
        </message>
        <message>
            <source>no task</source>
            <translation>sin tarea</translation>
        </message>
        <message>
            <source>%1[*] — Warpscope</source>
            <translation>%1[*] — Warpscope</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Cambios sin guardar</translation>
        </message>
        <message>
            <source>The kernel source has unsaved changes. Save them?</source>
            <translation>El código del kernel tiene cambios sin guardar. ¿Guardarlos?</translation>
        </message>
        <message>
            <source>Open task</source>
            <translation>Abrir tarea</translation>
        </message>
        <message>
            <source>Warpscope tasks (task.toml)</source>
            <translation>Tareas de Warpscope (task.toml)</translation>
        </message>
        <message>
            <source>The language changes the next time Warpscope starts.</source>
            <translation>El idioma cambiará la próxima vez que se inicie Warpscope.</translation>
        </message>
        <message>
            <source>&amp;Save source</source>
            <translation>&amp;Guardar código</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Open task…</source>
            <translation>&amp;Abrir tarea…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Buscar…</translation>
        </message>
        <message>
            <source>Find and &amp;replace…</source>
            <translation>Buscar y &amp;reemplazar…</translation>
        </message>
        <message>
            <source>Find &amp;next</source>
            <translation>Buscar &amp;siguiente</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>Reset &amp;layout</source>
            <translation>Restablecer &amp;disposición</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Preferencias</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;About Warpscope</source>
            <translation>&amp;Acerca de Warpscope</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Acerca de &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>warpscope::app::TaskController</name>
        <message>
            <source>The task %1 could not be opened</source>
            <translation>No se pudo abrir la tarea %1</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Abierta: %1</translation>
        </message>
        <message>
            <source>The source was not saved</source>
            <translation>El código no se guardó</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Guardado: %1</translation>
        </message>
        <message>
            <source>Not saved; task.toml is unchanged:
%1</source>
            <translation>No guardado; task.toml no ha cambiado:
%1</translation>
        </message>
    </context>
    <context>
        <name>warpscope::session::TaskDocument</name>
        <message>
            <source>No task is open.</source>
            <translation>No hay ninguna tarea abierta.</translation>
        </message>
    </context>
    <context>
        <name>warpscope::session::WorkerSupervisor</name>
        <message>
            <source>The worker could not be started (%1). Check that warpscope-cli is built.</source>
            <translation>No se pudo iniciar el proceso de trabajo (%1). Compruebe que warpscope-cli está compilado.</translation>
        </message>
        <message numerus="yes">
            <source>The worker stopped after %n restarts in a short time: %1</source>
            <translation>
                <numerusform>El proceso de trabajo se detuvo tras %n reinicio en poco tiempo: %1</numerusform>
                <numerusform>El proceso de trabajo se detuvo tras %n reinicios en poco tiempo: %1</numerusform>
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
            <translation>Dispositivo: …</translation>
        </message>
        <message>
            <source>Worker: starting</source>
            <translation>Proceso de trabajo: iniciando</translation>
        </message>
        <message>
            <source>Restart worker</source>
            <translation>Reiniciar proceso de trabajo</translation>
        </message>
        <message>
            <source>NVRTC not available</source>
            <translation>NVRTC no disponible</translation>
        </message>
        <message>
            <source>CUDA %1 · NVRTC %2</source>
            <translation>CUDA %1 · NVRTC %2</translation>
        </message>
        <message>
            <source>nvdisasm not found: SASS is unavailable</source>
            <translation>nvdisasm no encontrado: SASS no disponible</translation>
        </message>
        <message>
            <source>nvdisasm %1 at %2</source>
            <translation>nvdisasm %1 en %2</translation>
        </message>
        <message>
            <source>No GPU · emulator %1</source>
            <translation>Sin GPU · emulador %1</translation>
        </message>
        <message>
            <source>GPU: %1 (sm_%2%3)</source>
            <translation>GPU: %1 (sm_%2%3)</translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s); emulator %1 also available</source>
            <translation>
                <numerusform>%n GPU; el emulador %1 también está disponible</numerusform>
                <numerusform>%n GPU; el emulador %1 también está disponible</numerusform>
            </translation>
        </message>
        <message>
            <source>Toolkit: unknown</source>
            <translation>Toolkit: desconocido</translation>
        </message>
        <message>
            <source>Worker: ready</source>
            <translation>Proceso de trabajo: listo</translation>
        </message>
        <message>
            <source>Worker: busy</source>
            <translation>Proceso de trabajo: ocupado</translation>
        </message>
        <message>
            <source>Worker stopped</source>
            <translation>Proceso de trabajo detenido</translation>
        </message>
    </context>
    <context>
        <name>warpscope::widgets::FindBar</name>
        <message>
            <source>Find</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
        <message>
            <source>Previous</source>
            <translation>Anterior</translation>
        </message>
        <message>
            <source>Match case</source>
            <translation>Distinguir mayúsculas</translation>
        </message>
        <message>
            <source>Regular expression</source>
            <translation>Expresión regular</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Replace with</source>
            <translation>Reemplazar por</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Reemplazar</translation>
        </message>
        <message>
            <source>Replace all</source>
            <translation>Reemplazar todo</translation>
        </message>
        <message numerus="yes">
            <source>%n replaced</source>
            <translation>
                <numerusform>%n reemplazo</numerusform>
                <numerusform>%n reemplazos</numerusform>
            </translation>
        </message>
        <message>
            <source>Not found</source>
            <translation>No encontrado</translation>
        </message>
    </context>
    <context>
        <name>warpscope::widgets::TaskPane</name>
        <message>
            <source>Save task</source>
            <translation>Guardar tarea</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Revertir</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parámetros</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Buffers</source>
            <translation>Búferes</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Shape</source>
            <translation>Forma</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Función</translation>
        </message>
        <message>
            <source>Initial values</source>
            <translation>Valores iniciales</translation>
        </message>
        <message>
            <source>Launch</source>
            <translation>Lanzamiento</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>Rejilla</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Bloque</translation>
        </message>
        <message>
            <source>Dynamic shared (bytes)</source>
            <translation>Memoria compartida dinámica (bytes)</translation>
        </message>
        <message>
            <source>Arguments</source>
            <translation>Argumentos</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Tolerances (empty: the dtype's default)</source>
            <translation>Tolerancias (vacío: la predeterminada del tipo)</translation>
        </message>
        <message>
            <source>Output</source>
            <translation>Salida</translation>
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
            <translation>ULP máx.</translation>
        </message>
        <message>
            <source>Seeds</source>
            <translation>Semillas</translation>
        </message>
        <message>
            <source>Independent inputs</source>
            <translation>Entradas independientes</translation>
        </message>
        <message>
            <source>First seed</source>
            <translation>Primera semilla</translation>
        </message>
        <message>
            <source>No reference: runs produce outputs but no verdict.</source>
            <translation>Sin referencia: las ejecuciones producen salidas pero ningún veredicto.</translation>
        </message>
        <message>
            <source>Built-in %1 (float64) of %2 → %3</source>
            <translation>%1 integrada (float64) de %2 → %3</translation>
        </message>
        <message>
            <source>Reference kernel %1 in %2 → %3</source>
            <translation>Kernel de referencia %1 en %2 → %3</translation>
        </message>
        <message>
            <source>Expected outputs from %1 → %2</source>
            <translation>Salidas esperadas de %1 → %2</translation>
        </message>
        <message>
            <source>Python script %1 (runs only for trusted tasks) → %2</source>
            <translation>Script de Python %1 (solo se ejecuta en tareas de confianza) → %2</translation>
        </message>
        <message>
            <source>Parameter %1: "%2" is not an integer.</source>
            <translation>Parámetro %1: «%2» no es un entero.</translation>
        </message>
        <message>
            <source>Tolerance %1 of %2: "%3" is not a number &gt;= 0.</source>
            <translation>Tolerancia %1 de %2: «%3» no es un número &gt;= 0.</translation>
        </message>
    </context>
</TS>
