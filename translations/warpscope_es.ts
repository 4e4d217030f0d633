<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AnnotationEditor</name>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
</context>
<context>
    <name>BaselineStore</name>
    <message>
        <source>The baseline&apos;s results folder %1 is gone (deleted, moved or cleaned from the cache). Pin another run or profile as the baseline (Run › Pin as baseline).</source>
        <translation>La carpeta de resultados de la línea base %1 ya no existe (borrada, movida o eliminada de la caché). Fije otra ejecución u otro perfil como línea base (Ejecución › Fijar como línea base).</translation>
    </message>
    <message>
        <source>The baseline&apos;s results in %1 could not be read: %2. Pin another run or profile as the baseline.</source>
        <translation>No se pudieron leer los resultados de la línea base en %1: %2. Fije otra ejecución u otro perfil como línea base.</translation>
    </message>
    <message>
        <source>The baseline could not be remembered in %1: %2</source>
        <translation>No se pudo guardar la línea base en %1: %2</translation>
    </message>
    <message>
        <source>The baseline record %1 could not be read: %2</source>
        <translation>No se pudo leer el registro de la línea base %1: %2</translation>
    </message>
    <message>
        <source>The baseline record %1 is damaged (%2); pin a baseline again.</source>
        <translation>El registro de la línea base %1 está dañado (%2); fije de nuevo una línea base.</translation>
    </message>
    <message>
        <source>The baseline record %1 names no results folder; pin a baseline again.</source>
        <translation>El registro de la línea base %1 no indica ninguna carpeta de resultados; fije de nuevo una línea base.</translation>
    </message>
</context>
<context>
    <name>BenchDocument</name>
    <message>
        <source>is missing</source>
        <translation>no existe</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>is not a list of numbers</source>
        <translation>no es una lista de números</translation>
    </message>
    <message>
        <source>is not an object of metric values</source>
        <translation>no es un objeto de valores de métricas</translation>
    </message>
    <message>
        <source>%1 is not JSON; open the file that `warpscope-cli bench --json` printed</source>
        <translation>%1 no es JSON; abra el archivo con la salida de `warpscope-cli bench --json`</translation>
    </message>
    <message>
        <source>%1: key &apos;%2&apos; %3; this is not a complete `warpscope-cli bench --json` document (rerun the benchmark with --json)</source>
        <translation>%1: la clave &apos;%2&apos; %3; no es un documento completo de `warpscope-cli bench --json` (vuelva a ejecutar el benchmark con --json)</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); check the path and its rights</source>
        <translation>No se pudo leer %1 (%2); compruebe la ruta y sus permisos</translation>
    </message>
</context>
<context>
    <name>BenchText</name>
    <message>
        <source>is not a string</source>
        <translation>no es una cadena</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(nivel superior)</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>is not a list</source>
        <translation>no es una lista</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source> in kernel &apos;%1&apos;, block %2, thread %3, PTX line %4.</source>
        <translation> en el kernel &apos;%1&apos;, bloque %2, hilo %3, línea PTX %4.</translation>
    </message>
    <message>
        <source> in kernel &apos;%1&apos;, block %2, thread %3, PTX line %4, source line %5.</source>
        <translation> en el kernel &apos;%1&apos;, bloque %2, hilo %3, línea PTX %4, línea de código %5.</translation>
    </message>
    <message>
        <source> Check the index and the bounds test that guards this access.</source>
        <translation> Compruebe el índice y la condición de límites que protege este acceso.</translation>
    </message>
    <message>
        <source>shared variable &apos;%1&apos; (byte %2)</source>
        <translation>la variable compartida &apos;%1&apos; (byte %2)</translation>
    </message>
    <message>
        <source>shared memory byte %1</source>
        <translation>byte %1 de la memoria compartida</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>la memoria compartida</translation>
    </message>
    <message>
        <source>shared variable &apos;%1&apos;</source>
        <translation>la variable compartida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>dynamic shared memory</source>
        <translation>la memoria compartida dinámica</translation>
    </message>
    <message>
        <source>%1 frame</source>
        <translation>marco %1</translation>
    </message>
    <message>
        <source>%1 space</source>
        <translation>espacio %1</translation>
    </message>
    <message>
        <source>the shared memory of cluster CTA rank %1</source>
        <translation>la memoria compartida del CTA de rango %1 del clúster</translation>
    </message>
    <message>
        <source>read-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>riesgo de lectura tras escritura en %1 entre este hilo y el hilo %2 (su acceso en %3) sin barrera entre ambos</translation>
    </message>
    <message>
        <source>write-after-read hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>riesgo de escritura tras lectura en %1 entre este hilo y el hilo %2 (su acceso en %3) sin barrera entre ambos</translation>
    </message>
    <message>
        <source>write-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>riesgo de escritura tras escritura en %1 entre este hilo y el hilo %2 (su acceso en %3) sin barrera entre ambos</translation>
    </message>
    <message>
        <source>write-after-write (same value written) hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>riesgo de escritura tras escritura (mismo valor escrito) en %1 entre este hilo y el hilo %2 (su acceso en %3) sin barrera entre ambos</translation>
    </message>
    <message>
        <source>source line %1, PTX line %2</source>
        <translation>la línea de código %1, línea PTX %2</translation>
    </message>
    <message>
        <source>an unknown line</source>
        <translation>una línea desconocida</translation>
    </message>
    <message>
        <source> Both threads wrote the same value, so the result does not depend on their order today (a warning, as compute-sanitizer gives); a __syncthreads() or a single writer makes it certain.</source>
        <translation> Los dos hilos escribieron el mismo valor, así que hoy el resultado no depende de su orden (un aviso, como da compute-sanitizer); un __syncthreads() o un único escritor lo garantizan.</translation>
    </message>
    <message>
        <source> Put a __syncthreads() between the two accesses, or give each thread its own element.</source>
        <translation> Ponga un __syncthreads() entre los dos accesos, o dé a cada hilo su propio elemento.</translation>
    </message>
    <message>
        <source>read of %1 that no thread of this block has written</source>
        <translation>lectura de %1 que ningún hilo de este bloque ha escrito</translation>
    </message>
    <message>
        <source> Write the element before reading it (and put a __syncthreads() between the write and the read), or check the index of the read.</source>
        <translation> Escriba el elemento antes de leerlo (y ponga un __syncthreads() entre la escritura y la lectura), o compruebe el índice de la lectura.</translation>
    </message>
    <message>
        <source>read of output buffer &apos;%1&apos; element %2 that this launch has not written yet (outputs start poisoned)</source>
        <translation>lectura del elemento %2 del búfer de salida &apos;%1&apos; que este lanzamiento aún no ha escrito (las salidas empiezan envenenadas)</translation>
    </message>
    <message>
        <source> Write the element before reading it, or read the value from an input buffer.</source>
        <translation> Escriba el elemento antes de leerlo, o lea el valor de un búfer de entrada.</translation>
    </message>
    <message>
        <source>divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 took another branch and skipped it</source>
        <translation>barrera divergente: %1 de los %2 hilos en ejecución del warp %3 la alcanzaron; el hilo %4 tomó otra rama y se la saltó</translation>
    </message>
    <message>
        <source>divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 and %5 others took another branch and skipped it</source>
        <translation>barrera divergente: %1 de los %2 hilos en ejecución del warp %3 la alcanzaron; el hilo %4 y otros %5 tomaron otra rama y se la saltaron</translation>
    </message>
    <message>
        <source> Move the __syncthreads() out of the branch so that every thread of the block reaches it.</source>
        <translation> Saque el __syncthreads() de la rama para que todos los hilos del bloque lo alcancen.</translation>
    </message>
    <message>
        <source>load</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>store</source>
        <translation>escritura</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>operación atómica</translation>
    </message>
    <message>
        <source>out-of-bounds %1 of %2 bytes at %3 address %4</source>
        <translation>%1 fuera de límites de %2 bytes en la dirección %3 %4</translation>
    </message>
    <message>
        <source>out-of-bounds %1 of %2 bytes at %3 address %4: %5</source>
        <translation>%1 fuera de límites de %2 bytes en la dirección %3 %4: %5</translation>
    </message>
    <message>
        <source>misaligned %1 of %2 bytes at %3 address %4</source>
        <translation>%1 desalineada de %2 bytes en la dirección %3 %4</translation>
    </message>
    <message>
        <source>misaligned %1 of %2 bytes at %3 address %4: %5</source>
        <translation>%1 desalineada de %2 bytes en la dirección %3 %4: %5</translation>
    </message>
    <message>
        <source>the address must be a multiple of %1</source>
        <translation>la dirección debe ser múltiplo de %1</translation>
    </message>
    <message>
        <source>a null (or uninitialised) pointer</source>
        <translation>un puntero nulo (o sin inicializar)</translation>
    </message>
    <message>
        <source>the address is not inside any buffer</source>
        <translation>la dirección no está dentro de ningún búfer</translation>
    </message>
    <message>
        <source>constant and parameter memory are read-only</source>
        <translation>la memoria constante y la de parámetros son de solo lectura</translation>
    </message>
    <message>
        <source>%1 bytes before the start of %2 (%3 bytes)</source>
        <translation>%1 bytes antes del inicio de %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>%1 bytes past the end of %2 (%3 bytes)</source>
        <translation>%1 bytes más allá del final de %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>running %1 bytes past the end of %2 (%3 bytes)</source>
        <translation>se sale %1 bytes más allá del final de %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>the address is in the window of cluster CTA rank %1, but the cluster has %2 CTAs (check the rank given to mapa / cluster.map_shared_rank)</source>
        <translation>la dirección está en la ventana del CTA de rango %1 del clúster, pero el clúster tiene %2 CTA (compruebe el rango dado a mapa / cluster.map_shared_rank)</translation>
    </message>
    <message>
        <source>the address is in the window of cluster CTA rank %1, but the cluster has 1 CTA (check the rank given to mapa / cluster.map_shared_rank)</source>
        <translation>la dirección está en la ventana del CTA de rango %1 del clúster, pero el clúster tiene 1 CTA (compruebe el rango dado a mapa / cluster.map_shared_rank)</translation>
    </message>
    <message>
        <source>the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: raise the budget or run a sample of CTAs with --sample-blocks / --blocks)</source>
        <translation>el lanzamiento se detuvo: el kernel no terminó en %1 instrucciones de warp, el presupuesto de instrucciones (un bucle infinito, o una rejilla demasiado grande para el emulador: aumente el presupuesto o ejecute una muestra de CTA con --sample-blocks / --blocks)</translation>
    </message>
    <message>
        <source>the launch stopped: the run was cancelled</source>
        <translation>el lanzamiento se detuvo: la ejecución se canceló</translation>
    </message>
    <message>
        <source>the launch stopped at its deadline (the time the worker may take for a run); run a sample of CTAs with --sample-blocks / --blocks, or fewer seeds</source>
        <translation>el lanzamiento se detuvo en su plazo (el tiempo que el worker puede dedicar a una ejecución); ejecute una muestra de CTA con --sample-blocks / --blocks, o menos semillas</translation>
    </message>
    <message>
        <source>the launch stopped: the emulator ran out of memory; use smaller params, fewer seeds or no analysis</source>
        <translation>el lanzamiento se detuvo: el emulador se quedó sin memoria; use parámetros más pequeños, menos semillas o ningún análisis</translation>
    </message>
    <message>
        <source>the launch stopped early</source>
        <translation>el lanzamiento se detuvo antes de tiempo</translation>
    </message>
    <message>
        <source> Where the warps of this CTA were: %1.</source>
        <translation> Dónde estaban los warps de este CTA: %1.</translation>
    </message>
    <message>
        <source>%1; %2 of %3 CTAs finished, the first that did not is CTA (%4, %5, %6) (no warp was running when the launch stopped)</source>
        <translation>%1; terminaron %2 de %3 CTA, el primero que no lo hizo es el CTA (%4, %5, %6) (ningún warp se estaba ejecutando cuando se detuvo el lanzamiento)</translation>
    </message>
    <message>
        <source>the launch did not complete and reported no reason</source>
        <translation>el lanzamiento no terminó y no dio ningún motivo</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>possible race: the kernel shares data through shared memory; a missing or misplaced barrier (__syncthreads) lets a thread read an element before another thread wrote it</source>
        <translation>posible carrera: el kernel comparte datos a través de la memoria compartida; una barrera ausente o mal colocada (__syncthreads) deja que un hilo lea un elemento antes de que otro hilo lo escriba</translation>
    </message>
    <message>
        <source>possible race: the kernel uses shared memory but has no barrier (__syncthreads), so a thread may read an element before the thread that writes it has run</source>
        <translation>posible carrera: el kernel usa memoria compartida pero no tiene barrera (__syncthreads), así que un hilo puede leer un elemento antes de que se ejecute el hilo que lo escribe</translation>
    </message>
    <message>
        <source>out_of_bounds</source>
        <translation>fuera de límites</translation>
    </message>
    <message>
        <source>misaligned</source>
        <translation>desalineado</translation>
    </message>
    <message>
        <source>race</source>
        <translation>carrera</translation>
    </message>
    <message>
        <source>uninitialized</source>
        <translation>sin inicializar</translation>
    </message>
    <message>
        <source>divergent_barrier</source>
        <translation>barrera divergente</translation>
    </message>
    <message>
        <source>bad_mask</source>
        <translation>máscara errónea</translation>
    </message>
    <message>
        <source>trap</source>
        <translation>trap</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>presupuesto</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>no soportado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>assert</source>
        <translation>assert fallido</translation>
    </message>
    <message>
        <source>printf</source>
        <translation>printf ilegible</translation>
    </message>
    <message>
        <source>stack_overflow</source>
        <translation>desbordamiento de pila</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>plazo</translation>
    </message>
    <message>
        <source>out_of_memory</source>
        <translation>sin memoria</translation>
    </message>
    <message>
        <source>async</source>
        <translation>asíncrono</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>interbloqueo</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otro</translation>
    </message>
    <message>
        <source>source</source>
        <translation>código</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>compilar</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ejecutar</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>comparar</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>perfilar</translation>
    </message>
    <message>
        <source>report</source>
        <translation>informe</translation>
    </message>
    <message>
        <source>1 warp at PTX line %1: warp %2</source>
        <translation>1 warp en la línea PTX %1: warp %2</translation>
    </message>
    <message>
        <source>1 warp at PTX line %1 (source line %2): warp %3</source>
        <translation>1 warp en la línea PTX %1 (línea de código %2): warp %3</translation>
    </message>
    <message>
        <source>%1 warps at PTX line %2: warps %3</source>
        <translation>%1 warps en la línea PTX %2: warps %3</translation>
    </message>
    <message>
        <source>%1 warps at PTX line %2 (source line %3): warps %4</source>
        <translation>%1 warps en la línea PTX %2 (línea de código %3): warps %4</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 y %2 más</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <translation>paso %1 (%2)</translation>
    </message>
    <message>
        <source>step %1 (%2, %3)</source>
        <translation>paso %1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 of %2 elements of &apos;%3&apos; were never written (they still hold the poison pattern), the first at %4; check the kernel&apos;s bounds checks and the launch grid</source>
        <translation>%1 de %2 elementos de &apos;%3&apos; nunca se escribieron (aún tienen el patrón de veneno), el primero en %4; revise las comprobaciones de límites del kernel y la malla del lanzamiento</translation>
    </message>
    <message>
        <source>a sampled run: only %1 of %2 elements of &apos;%3&apos; were written by the CTAs that ran and compared; the other %4 were not compared. Run every CTA for a verdict on the whole output</source>
        <translation>una ejecución por muestra: solo %1 de %2 elementos de &apos;%3&apos; los escribieron los CTA que se ejecutaron y se compararon; los otros %4 no se compararon. Ejecute todos los CTA para un veredicto sobre toda la salida</translation>
    </message>
    <message>
        <source>an all-zero output would pass &apos;%1&apos;: every reference value is within the tolerance (%2) of zero; tighten the tolerance or give the inputs a larger scale</source>
        <translation>una salida toda a cero pasaría &apos;%1&apos;: cada valor de referencia está dentro de la tolerancia (%2) de cero; ajuste la tolerancia o dé a las entradas una escala mayor</translation>
    </message>
    <message>
        <source>the reference of &apos;%1&apos; is constant (every element is %2); a kernel that writes that constant passes; check the reference and the inputs</source>
        <translation>la referencia de &apos;%1&apos; es constante (cada elemento vale %2); un kernel que escriba esa constante pasa; revise la referencia y las entradas</translation>
    </message>
    <message>
        <source>the reference of &apos;%1&apos; holds %2 NaN or infinite values; an output passes there only with the same value</source>
        <translation>la referencia de &apos;%1&apos; contiene %2 valores NaN o infinitos; una salida solo pasa allí con el mismo valor</translation>
    </message>
    <message>
        <source>output &apos;%1&apos; is bit-identical for all %2 seeds although the inputs and the reference change; the kernel may ignore its inputs or write a constant</source>
        <translation>la salida &apos;%1&apos; es idéntica bit a bit en las %2 semillas aunque cambian las entradas y la referencia; puede que el kernel ignore sus entradas o escriba una constante</translation>
    </message>
    <message>
        <source>the task has no [reference]: the kernel ran but no output was checked; add a [reference] table</source>
        <translation>la tarea no tiene [reference]: el kernel se ejecutó pero no se comprobó ninguna salida; añada una tabla [reference]</translation>
    </message>
    <message>
        <source>output &apos;%1&apos; has no reference and was not checked; list it in reference.outputs</source>
        <translation>la salida &apos;%1&apos; no tiene referencia y no se comprobó; añádala a reference.outputs</translation>
    </message>
    <message>
        <source>the kernel wrote to input buffer &apos;%1&apos; (%2 elements changed, the first at %3); the reference used the original values — declare it role = &quot;inout&quot; if the kernel is meant to update it</source>
        <translation>el kernel escribió en el búfer de entrada &apos;%1&apos; (%2 elementos cambiados, el primero en %3); la referencia usó los valores originales — declárelo role = &quot;inout&quot; si el kernel debe actualizarlo</translation>
    </message>
    <message>
        <source>the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: give smaller sizes in the Params box of the Run toolbar, or choose “Run a sample” when Run asks about a long run)</source>
        <translation>el lanzamiento se detuvo: el kernel no terminó en %1 instrucciones de warp, el presupuesto de instrucciones (un bucle sin fin, o una malla demasiado grande para el emulador: dé tamaños menores en el cuadro Parámetros de la barra de ejecución, o elija «Ejecutar una muestra» en el diálogo «Esta ejecución tardaría mucho»)</translation>
    </message>
    <message>
        <source>the launch stopped at its deadline (the time the worker may take for a run); run fewer seeds (the Seeds box of the Run toolbar), smaller sizes (its Params box), or choose “Run a sample” when Run asks about a long run</source>
        <translation>el lanzamiento se detuvo en su plazo (el tiempo que el trabajador puede dedicar a una ejecución); ejecute menos semillas (el cuadro Semillas de la barra de ejecución), tamaños menores (su cuadro Parámetros), o elija «Ejecutar una muestra» en el diálogo «Esta ejecución tardaría mucho»</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (Backend: Emulator in the Run toolbar) to locate it. The CUDA context is lost: the worker restarts before the next GPU run</source>
        <translation>el kernel &apos;%1&apos; falló en la GPU con %2: %3. La GPU no dice qué hilo ni qué línea; ejecute la tarea en el emulador (Backend: Emulador en la barra de ejecución) para localizarlo. El contexto CUDA se ha perdido: el trabajador se reinicia antes de la próxima ejecución en GPU</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; was not run: the CUDA context was lost earlier (%2); the worker restarts by itself, run again</source>
        <translation>el kernel &apos;%1&apos; no se ejecutó: el contexto CUDA se perdió antes (%2); el trabajador se reinicia solo, ejecute de nuevo</translation>
    </message>
    <message>
        <source>source line %1 (PTX line %2)</source>
        <translation>la línea de código %1 (línea PTX %2)</translation>
    </message>
    <message>
        <source>PTX line %1</source>
        <translation>la línea PTX %1</translation>
    </message>
    <message>
        <source>shared memory at offset %1</source>
        <translation>la memoria compartida en el desplazamiento %1</translation>
    </message>
    <message>
        <source>shared memory at offset %1 (&apos;%2&apos;)</source>
        <translation>la memoria compartida en el desplazamiento %1 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>overwrote %1</source>
        <translation>sobrescribió %1</translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>leyó %1</translation>
    </message>
    <message>
        <source>stored to global memory at %1, the source of a copy,</source>
        <translation>escribió en memoria global en %1, el origen de una copia,</translation>
    </message>
    <message>
        <source>stored to global memory at %1 (%2), the source of a copy,</source>
        <translation>escribió en memoria global en %1 (%2), el origen de una copia,</translation>
    </message>
    <message>
        <source>asynccheck: %1 while a cp.async is still in flight: the copy issued at %2 by thread %3 has not been retired by a cp.async.wait_group / wait_all of that thread, so a GPU may see the old bytes or the new ones. %4</source>
        <translation>asynccheck: %1 mientras un cp.async sigue en curso: la copia emitida en %2 por el hilo %3 no la ha retirado un cp.async.wait_group / wait_all de ese hilo, así que una GPU puede ver los bytes viejos o los nuevos. %4</translation>
    </message>
    <message>
        <source>Retire the copy first: cp.async.wait_group N (cp_async_wait&lt;N&gt;, __pipeline_wait_prior(N)) retires all but the newest N committed groups, then __syncthreads() before other threads touch the data.</source>
        <translation>Retire primero la copia: cp.async.wait_group N (cp_async_wait&lt;N&gt;, __pipeline_wait_prior(N)) retira todos los grupos confirmados salvo los N más recientes; luego __syncthreads() antes de que otros hilos toquen los datos.</translation>
    </message>
    <message>
        <source>Wait for the copy&apos;s group before overwriting its source.</source>
        <translation>Espere al grupo de la copia antes de sobrescribir su origen.</translation>
    </message>
    <message>
        <source>asynccheck: %1 while the bulk copy issued at %2 by thread %3 into it is in flight: no thread has waited on its mbarrier yet, so a GPU may see the old bytes or the new ones. Wait for the barrier&apos;s phase (mbarrier.try_wait.parity) before touching the destination.</source>
        <translation>asynccheck: %1 mientras la copia masiva emitida en %2 por el hilo %3 hacia ella está en curso: ningún hilo ha esperado aún en su mbarrier, así que una GPU puede ver los bytes viejos o los nuevos. Espere la fase de la barrera (mbarrier.try_wait.parity) antes de tocar el destino.</translation>
    </message>
    <message>
        <source>cp.async src-size %1 is larger than its cp-size %2 (the PTX ISA leaves the result undefined; src-size must be at most cp-size)</source>
        <translation>el src-size %1 de cp.async es mayor que su cp-size %2 (la ISA de PTX deja el resultado sin definir; src-size debe ser como mucho cp-size)</translation>
    </message>
    <message>
        <source>trap executed</source>
        <translation>se ejecutó trap</translation>
    </message>
    <message>
        <source>brkpt executed</source>
        <translation>se ejecutó brkpt</translation>
    </message>
    <message>
        <source>bar.warp.sync (__syncwarp) executed by a lane that is not in its member mask</source>
        <translation>bar.warp.sync (__syncwarp) ejecutado por un carril que no está en su máscara de miembros</translation>
    </message>
    <message>
        <source>%1 executed by a lane that is not in its member mask</source>
        <translation>%1 ejecutado por un carril que no está en su máscara de miembros</translation>
    </message>
    <message>
        <source>warp-synchronous instruction waits forever for lanes of its member mask that never reach it</source>
        <translation>una instrucción síncrona de warp espera para siempre a carriles de su máscara de miembros que nunca llegan a ella</translation>
    </message>
    <message>
        <source>which is not a thread of the block</source>
        <translation>que no es un hilo del bloque</translation>
    </message>
    <message>
        <source>which has exited</source>
        <translation>que ha terminado</translation>
    </message>
    <message>
        <source>which is not taking part in it (it has left for another branch or an early return)</source>
        <translation>que no participa en ella (se fue por otra rama o por un return temprano)</translation>
    </message>
    <message>
        <source>shfl.sync&apos;s member mask names lane %1 (exited lanes %2), %3; a GPU gives undefined values (drop exited lanes from the mask, e.g. __activemask() or a mask computed before the early return)</source>
        <translation>la máscara de miembros de shfl.sync nombra el carril %1 (carriles terminados %2), %3; una GPU da valores sin definir (quite de la máscara los carriles terminados, p. ej. __activemask() o una máscara calculada antes del return temprano)</translation>
    </message>
    <message>
        <source>shfl.sync reads lane %1, %2; a GPU gives an undefined value (keep the lanes a shuffle reads alive until it runs)</source>
        <translation>shfl.sync lee el carril %1, %2; una GPU da un valor sin definir (mantenga vivos los carriles que lee un shuffle hasta que se ejecute)</translation>
    </message>
    <message>
        <source>printf: %1</source>
        <translation>printf: %1</translation>
    </message>
    <message>
        <source>its format string pointer does not point to a readable string</source>
        <translation>el puntero a su cadena de formato no apunta a una cadena legible</translation>
    </message>
    <message>
        <source>argument %1 (byte %2 of the argument buffer) is unreadable</source>
        <translation>el argumento %1 (byte %2 del búfer de argumentos) no se puede leer</translation>
    </message>
    <message>
        <source>the %s argument %1 points to %2, which is not a readable string</source>
        <translation>el argumento %s %1 apunta a %2, que no es una cadena legible</translation>
    </message>
    <message>
        <source>assertion `%1` failed in %2 (%3:%4); a GPU stops the kernel here with cudaErrorAssert</source>
        <translation>la aserción `%1` falló en %2 (%3:%4); una GPU detiene aquí el kernel con cudaErrorAssert</translation>
    </message>
    <message>
        <source>stack overflow: %1 needs %2 bytes, more than is left of the %3-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)</source>
        <translation>desbordamiento de pila: %1 necesita %2 bytes, más de lo que queda de la pila de llamadas de %3 bytes por hilo (marcos de recursión y alloca; una GPU hace fallar el lanzamiento con CUDA_ERROR_ILLEGAL_ADDRESS o un error de desbordamiento de pila). Acote la recursión o aumente [launch] stack_size en task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) en una GPU)</translation>
    </message>
    <message>
        <source>stack overflow: %1 runs past the %2-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)</source>
        <translation>desbordamiento de pila: %1 se sale de la pila de llamadas de %2 bytes por hilo (marcos de recursión y alloca; una GPU hace fallar el lanzamiento con CUDA_ERROR_ILLEGAL_ADDRESS o un error de desbordamiento de pila). Acote la recursión o aumente [launch] stack_size en task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) en una GPU)</translation>
    </message>
    <message>
        <source>alloca of %1 bytes</source>
        <translation>un alloca de %1 bytes</translation>
    </message>
    <message>
        <source>call %1 levels deep</source>
        <translation>una llamada a %1 niveles de profundidad</translation>
    </message>
    <message>
        <source>a call frame</source>
        <translation>un marco de llamada</translation>
    </message>
    <message>
        <source>the next call frame</source>
        <translation>el siguiente marco de llamada</translation>
    </message>
    <message>
        <source>brx.idx index %1 is outside its %2 branch targets (PTX leaves this undefined; a GPU jumps anywhere)</source>
        <translation>el índice %1 de brx.idx está fuera de sus %2 destinos de salto (PTX lo deja sin definir; una GPU salta a cualquier parte)</translation>
    </message>
    <message>
        <source>call through a register to function &apos;%1&apos;, which does not match the call&apos;s prototype</source>
        <translation>llamada a través de un registro a la función &apos;%1&apos;, que no coincide con el prototipo de la llamada</translation>
    </message>
    <message>
        <source>call through a register to address %1, which is not a function of the module</source>
        <translation>llamada a través de un registro a la dirección %1, que no es una función del módulo</translation>
    </message>
    <message>
        <source>%1 is .aligned: every thread of the warp must execute it, but its guard predicate is false for lane %2 (a GPU gives undefined results; run it unconditionally)</source>
        <translation>%1 es .aligned: todos los hilos del warp deben ejecutarla, pero su predicado de guarda es falso para el carril %2 (una GPU da resultados sin definir; ejecútela sin condición)</translation>
    </message>
    <message>
        <source>%1 needs the row address of lane %2, which has exited (every thread of the warp must execute it; a GPU gives undefined results)</source>
        <translation>%1 necesita la dirección de fila del carril %2, que ha terminado (todos los hilos del warp deben ejecutarla; una GPU da resultados sin definir)</translation>
    </message>
    <message>
        <source>%1: the generic row address of lane %2 is not in shared memory (it must point into .shared; convert it with cvta.to.shared or __cvta_generic_to_shared)</source>
        <translation>%1: la dirección genérica de fila del carril %2 no está en memoria compartida (debe apuntar a .shared; conviértala con cvta.to.shared o __cvta_generic_to_shared)</translation>
    </message>
    <message>
        <source>%1 at address %2 must be aligned to %3 bytes</source>
        <translation>%1 en la dirección %2 debe estar alineada a %3 bytes</translation>
    </message>
    <message>
        <source>the %1-byte range of %2 leaves its allocation after %3 bytes</source>
        <translation>el rango de %1 bytes de %2 se sale de su asignación tras %3 bytes</translation>
    </message>
    <message>
        <source>cp.async.bulk of %1 bytes; the size must be a multiple of 16</source>
        <translation>cp.async.bulk de %1 bytes; el tamaño debe ser múltiplo de 16</translation>
    </message>
    <message>
        <source>cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has %2 CTAs</source>
        <translation>cp.async.bulk .multicast::cluster nombra el rango de CTA %1, pero el clúster tiene %2 CTA</translation>
    </message>
    <message>
        <source>cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has 1 CTA</source>
        <translation>cp.async.bulk .multicast::cluster nombra el rango de CTA %1, pero el clúster tiene 1 CTA</translation>
    </message>
    <message>
        <source>the tensor map this instruction names is not one Warpscope encoded (the emulator reads only maps built from a task&apos;s tmap: argument); pass it as a tmap:BUFFER(...) argument</source>
        <translation>el mapa de tensor que nombra esta instrucción no lo codificó Warpscope (el emulador solo lee mapas creados a partir de un argumento tmap: de la tarea); páselo como argumento tmap:BUFFER(...)</translation>
    </message>
    <message>
        <source>a %1d tensor copy with a tensor map of rank %2; use cp.async.bulk.tensor.%2d</source>
        <translation>una copia de tensor %1d con un mapa de tensor de rango %2; use cp.async.bulk.tensor.%2d</translation>
    </message>
    <message>
        <source>an .im2col tensor copy with a tiled tensor map; the instruction&apos;s load mode and the map&apos;s (tmap: option mode=) must agree</source>
        <translation>una copia de tensor .im2col con un mapa de tensor en mosaico; el modo de carga de la instrucción y el del mapa (opción mode= de tmap:) deben coincidir</translation>
    </message>
    <message>
        <source>a tiled tensor copy with an im2col tensor map; the instruction&apos;s load mode and the map&apos;s (tmap: option mode=) must agree</source>
        <translation>una copia de tensor en mosaico con un mapa de tensor im2col; el modo de carga de la instrucción y el del mapa (opción mode= de tmap:) deben coincidir</translation>
    </message>
    <message>
        <source>the .multicast::cluster mask names CTA rank %1, but the cluster has %2 CTAs</source>
        <translation>la máscara .multicast::cluster nombra el rango de CTA %1, pero el clúster tiene %2 CTA</translation>
    </message>
    <message>
        <source>the .multicast::cluster mask names CTA rank %1, but the cluster has 1 CTA</source>
        <translation>la máscara .multicast::cluster nombra el rango de CTA %1, pero el clúster tiene 1 CTA</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1</source>
        <translation>el mbarrier en el desplazamiento compartido %1</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (variable &apos;%2&apos;)</source>
        <translation>el mbarrier en el desplazamiento compartido %1 (variable &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (variable &apos;%2&apos; + %3)</source>
        <translation>el mbarrier en el desplazamiento compartido %1 (variable &apos;%2&apos; + %3)</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (dynamic shared memory + %2)</source>
        <translation>el mbarrier en el desplazamiento compartido %1 (memoria compartida dinámica + %2)</translation>
    </message>
    <message>
        <source>the mbarrier address %1 is not in shared memory; an mbarrier object must be a __shared__ uint64_t</source>
        <translation>la dirección de mbarrier %1 no está en memoria compartida; un objeto mbarrier debe ser un uint64_t __shared__</translation>
    </message>
    <message>
        <source>the complete_tx of a bulk copy</source>
        <translation>el complete_tx de una copia masiva</translation>
    </message>
    <message>
        <source>%1 on %2, which no mbarrier.init has initialised (init it first, and make the init visible with a barrier or fence.mbarrier_init before other threads use it)</source>
        <translation>%1 sobre %2, que ningún mbarrier.init ha inicializado (inicialícelo primero y haga visible la inicialización con una barrera o fence.mbarrier_init antes de que otros hilos lo usen)</translation>
    </message>
    <message>
        <source>%1 on %2, which mbarrier.inval has invalidated (init it again before reusing it)</source>
        <translation>%1 sobre %2, que mbarrier.inval ha invalidado (vuelva a inicializarlo antes de reutilizarlo)</translation>
    </message>
    <message>
        <source>%1 was overwritten by an ordinary store while it was live (between mbarrier.init and mbarrier.inval); the emulator keeps using the barrier&apos;s own state, a GPU would not. Keep barrier objects apart from data and invalidate a barrier before reusing its bytes</source>
        <translation>%1 fue sobrescrito por un store normal mientras estaba vivo (entre mbarrier.init y mbarrier.inval); el emulador sigue usando el estado propio de la barrera, una GPU no lo haría. Mantenga los objetos barrera aparte de los datos e invalide una barrera antes de reutilizar sus bytes</translation>
    </message>
    <message>
        <source>all lanes</source>
        <translation>todos los carriles</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>carril %1</translation>
    </message>
    <message>
        <source>warp %1 (%2)</source>
        <translation>warp %1 (%2)</translation>
    </message>
    <message>
        <source>the phase of parity %1</source>
        <translation>la fase de paridad %1</translation>
    </message>
    <message>
        <source>phase %1 (from the arrive&apos;s state)</source>
        <translation>la fase %1 (del estado del arrive)</translation>
    </message>
    <message>
        <source>mbarrier wait can never complete: %1 wait for %2 of %3, whose current phase is %4 (parity %5) with %6 of %7 arrivals and %8 tx bytes still missing, and no thread can arrive any more. Check the parity the loop waits for (it flips after every phase), the count given to mbarrier.init, and that every expected copy is issued</source>
        <translation>la espera de mbarrier nunca puede completarse: %1 esperan %2 de %3, cuya fase actual es %4 (paridad %5) con %6 de %7 llegadas y %8 bytes tx aún pendientes, y ningún hilo puede llegar ya. Revise la paridad que espera el bucle (cambia tras cada fase), el contador dado a mbarrier.init y que se emita cada copia esperada</translation>
    </message>
    <message>
        <source>expect_tx bytes never delivered: %1 still expected %2 bytes in phase %3 when the CTA ended; the copies that should complete them were never issued, or were given fewer bytes (a box smaller than the expect_tx count)</source>
        <translation>bytes de expect_tx nunca entregados: %1 aún esperaba %2 bytes en la fase %3 cuando terminó el CTA; las copias que debían completarlos nunca se emitieron, o recibieron menos bytes (una caja más pequeña que la cuenta de expect_tx)</translation>
    </message>
    <message>
        <source>mbarrier.init of %1 with count %2; the expected arrival count must be 1 to 1048575</source>
        <translation>mbarrier.init de %1 con contador %2; el número esperado de llegadas debe ser de 1 a 1048575</translation>
    </message>
    <message>
        <source>mbarrier.init of %1 while threads wait on it or copies complete on it; invalidate it only after its last phase</source>
        <translation>mbarrier.init de %1 mientras hay hilos esperándolo o copias completándose en él; invalídelo solo tras su última fase</translation>
    </message>
    <message>
        <source>mbarrier.inval of %1 while threads wait on it or copies complete on it</source>
        <translation>mbarrier.inval de %1 mientras hay hilos esperándolo o copias completándose en él</translation>
    </message>
    <message>
        <source>mbarrier.arrive_drop of %1 on %2, which expects only %3 arrivals per phase</source>
        <translation>mbarrier.arrive_drop de %1 sobre %2, que solo espera %3 llegadas por fase</translation>
    </message>
    <message>
        <source>mbarrier.arrive.noComplete completes the current phase of %1 (%2 arrivals, %3 missing); .noComplete promises that it does not, so the behaviour is undefined</source>
        <translation>mbarrier.arrive.noComplete completa la fase actual de %1 (%2 llegadas, faltan %3); .noComplete promete que no lo hace, así que el comportamiento no está definido</translation>
    </message>
    <message>
        <source>arrive count overflow: %1 arrival(s) on %2 in phase %3, which has no arrival left to count (it waits only for %4 tx bytes); more threads arrive than mbarrier.init&apos;s count</source>
        <translation>desbordamiento del contador de llegadas: %1 llegada(s) sobre %2 en la fase %3, que no tiene ninguna llegada por contar (solo espera %4 bytes tx); llegan más hilos que el contador de mbarrier.init</translation>
    </message>
    <message>
        <source>arrive count overflow: one %1 by %2 threads completed %3 phases of %4, which expects %5 arrivals per phase; let one elected thread arrive, or init the barrier with the number of arriving threads</source>
        <translation>desbordamiento del contador de llegadas: un %1 de %2 hilos completó %3 fases de %4, que espera %5 llegadas por fase; deje que llegue un único hilo elegido, o inicialice la barrera con el número de hilos que llegan</translation>
    </message>
    <message>
        <source>%1 is a whole-warp instruction, but %2 (lanes taking part %3); a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged</source>
        <translation>%1 es una instrucción de warp completo, pero %2 (carriles participantes %3); una GPU da resultados sin definir. Ejecútela con los 32 carriles del warp, sin guarda y convergidos</translation>
    </message>
    <message>
        <source>some lanes of the warp skip it (a guard predicate that differs between lanes)</source>
        <translation>algunos carriles del warp se la saltan (un predicado de guarda que difiere entre carriles)</translation>
    </message>
    <message>
        <source>some lanes of the warp have exited or are not threads of the block</source>
        <translation>algunos carriles del warp han terminado o no son hilos del bloque</translation>
    </message>
    <message>
        <source>%1: the sparsity metadata of row %2, chunk %3 is 0b%4, which the PTX ISA leaves undefined (%5); a GPU may compute anything. Check how the metadata is built (row, chunk and the selected lanes)</source>
        <translation>%1: los metadatos de dispersión de la fila %2, trozo %3 valen 0b%4, que la ISA de PTX deja sin definir (%5); una GPU puede calcular cualquier cosa. Revise cómo se construyen los metadatos (fila, trozo y carriles seleccionados)</translation>
    </message>
    <message>
        <source>.tf32 takes only 0b0100 and 0b1110</source>
        <translation>.tf32 solo admite 0b0100 y 0b1110</translation>
    </message>
    <message>
        <source>::ordered_metadata wants the lower index in the low bits, smaller</source>
        <translation>::ordered_metadata quiere el índice menor en los bits bajos, más pequeño</translation>
    </message>
    <message>
        <source>two indices name the same column</source>
        <translation>dos índices nombran la misma columna</translation>
    </message>
    <message>
        <source>%1 is a whole-warp instruction, but only lanes %2 execute it; a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged</source>
        <translation>%1 es una instrucción de warp completo, pero solo la ejecutan los carriles %2; una GPU da resultados sin definir. Ejecútela con los 32 carriles del warp, sin guarda y convergidos</translation>
    </message>
    <message>
        <source>%1: the %2 descriptor reads shared memory at offset %3 (%4 bytes), beyond the CTA&apos;s %5 bytes; check the descriptor&apos;s start address, LBO and SBO</source>
        <translation>%1: el descriptor %2 lee memoria compartida en el desplazamiento %3 (%4 bytes), más allá de los %5 bytes del CTA; revise la dirección de inicio, LBO y SBO del descriptor</translation>
    </message>
    <message>
        <source>%1 is a warpgroup instruction, but not every lane of the warp executes it; a GPU gives undefined results. Run it with all 128 threads of the warpgroup, unguarded and converged</source>
        <translation>%1 es una instrucción de grupo de warps, pero no la ejecutan todos los carriles del warp; una GPU da resultados sin definir. Ejecútela con los 128 hilos del grupo de warps, sin guarda y convergidos</translation>
    </message>
    <message>
        <source>%1: the sparsity metadata of row %2, chunk %3 is a value the PTX ISA leaves undefined (%4); a GPU may compute anything. Check how the metadata is built</source>
        <translation>%1: los metadatos de dispersión de la fila %2, trozo %3 tienen un valor que la ISA de PTX deja sin definir (%4); una GPU puede calcular cualquier cosa. Revise cómo se construyen los metadatos</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>la línea %1</translation>
    </message>
    <message>
        <source>an accumulator register</source>
        <translation>un registro acumulador</translation>
    </message>
    <message>
        <source>asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators</source>
        <translation>asynccheck: %1 toca %2, un acumulador del wgmma.mma_async en %3, antes de que un wgmma.wait_group lo retirara; en una GPU los núcleos tensoriales aún pueden estar escribiéndolo. Confirme el grupo y espere (wgmma.commit_group; wgmma.wait_group 0) antes de leer o cambiar los acumuladores</translation>
    </message>
    <message>
        <source>asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group (its wgmma.commit_group has not even run) retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators</source>
        <translation>asynccheck: %1 toca %2, un acumulador del wgmma.mma_async en %3, antes de que un wgmma.wait_group (su wgmma.commit_group ni siquiera se ha ejecutado) lo retirara; en una GPU los núcleos tensoriales aún pueden estar escribiéndolo. Confirme el grupo y espere (wgmma.commit_group; wgmma.wait_group 0) antes de leer o cambiar los acumuladores</translation>
    </message>
    <message>
        <source>barrier.cluster.wait waits forever: a thread of the cluster&apos;s %1 CTAs never arrives (it waits at another barrier, or a cluster.sync() is inside a branch that not every thread takes)</source>
        <translation>barrier.cluster.wait espera para siempre: un hilo de los %1 CTA del clúster nunca llega (espera en otra barrera, o un cluster.sync() está dentro de una rama que no toman todos los hilos)</translation>
    </message>
    <message>
        <source>barrier waits forever: %1 of %2 threads arrived, the others exited early or wait at another barrier (a __syncthreads() inside a branch that not every thread takes)</source>
        <translation>la barrera espera para siempre: llegaron %1 de %2 hilos, los demás terminaron antes o esperan en otra barrera (un __syncthreads() dentro de una rama que no toman todos los hilos)</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; was not run: the CUDA context was lost earlier (%2); the process must restart before the GPU can run again (the GUI&apos;s worker restarts by itself; run the command again)</source>
        <translation>el kernel &apos;%1&apos; no se ejecutó: el contexto CUDA se perdió antes (%2); el proceso debe reiniciarse antes de que la GPU pueda volver a ejecutar (el trabajador de la GUI se reinicia solo; ejecute de nuevo la orden)</translation>
    </message>
    <message>
        <source>cancelled while kernel &apos;%1&apos; was running on the GPU; a running kernel cannot be stopped, so the process must exit to free the GPU (the worker restarts)</source>
        <translation>cancelado mientras el kernel &apos;%1&apos; se ejecutaba en la GPU; un kernel en ejecución no se puede detener, así que el proceso debe salir para liberar la GPU (el trabajador se reinicia)</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; is still running after %2 s (the deadline): it may loop forever. A running kernel cannot be stopped, so the process must exit to free the GPU; run it on the emulator, whose instruction budget stops it and shows where it loops</source>
        <translation>el kernel &apos;%1&apos; sigue ejecutándose tras %2 s (el plazo): puede que itere para siempre. Un kernel en ejecución no se puede detener, así que el proceso debe salir para liberar la GPU; ejecútelo en el emulador, cuyo presupuesto de instrucciones lo detiene y muestra dónde itera</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (--backend emu) to locate it. The CUDA context is lost: the process must restart before the next GPU run</source>
        <translation>el kernel &apos;%1&apos; falló en la GPU con %2: %3. La GPU no dice qué hilo ni qué línea; ejecute la tarea en el emulador (--backend emu) para localizarlo. El contexto CUDA se ha perdido: el proceso debe reiniciarse antes de la próxima ejecución en GPU</translation>
    </message>
    <message>
        <source>an error this build does not know</source>
        <translation>un error que esta versión no conoce</translation>
    </message>
</context>
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
    <name>FindingPins</name>
    <message>
        <source>%1 with line %2: block %3, thread %4 vs thread %5</source>
        <translation>%1 con la línea %2: bloque %3, hilo %4 frente a hilo %5</translation>
    </message>
    <message>
        <source>%1: block %2, thread %3</source>
        <translation>%1: bloque %2, hilo %3</translation>
    </message>
    <message numerus="yes">
        <source> (%n occurrence(s))</source>
        <translation>
            <numerusform> (%n aparición)</numerusform>
            <numerusform> (%n apariciones)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuTimeText</name>
    <message>
        <source>the fairness audit passed</source>
        <translation>la auditoría de equidad se superó</translation>
    </message>
    <message>
        <source>the fairness audit FAILED: %1</source>
        <translation>la auditoría de equidad FALLÓ: %1</translation>
    </message>
    <message>
        <source>Median of %1 timed runs (quartiles %2 – %3) on %4, order %5, %6, timer %7; %8.</source>
        <translation>Mediana de %1 ejecuciones cronometradas (cuartiles %2 – %3) en %4, orden %5, %6, temporizador %7; %8.</translation>
    </message>
    <message>
        <source>L2 warm</source>
        <translation>L2 caliente</translation>
    </message>
    <message>
        <source>L2 flushed before each run</source>
        <translation>L2 vaciada antes de cada ejecución</translation>
    </message>
    <message>
        <source>— (needs a GPU)</source>
        <translation>— (necesita una GPU)</translation>
    </message>
    <message>
        <source>GPU time needs a CUDA device: the implementations are timed A/B with the fair method (warpscope-cli bench --implementation B --baseline-implementation A). Here: %1.</source>
        <translation>El tiempo en GPU necesita un dispositivo CUDA: las implementaciones se cronometran A/B con el método equitativo (warpscope-cli bench --implementation B --baseline-implementation A). Aquí: %1.</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>sin cronometrar</translation>
    </message>
    <message>
        <source>Run › Time implementations on GPU (A/B) times each implementation against the first one with the fair method</source>
        <translation>Ejecución › Cronometrar implementaciones en GPU (A/B) cronometra cada implementación frente a la primera con el método equitativo</translation>
    </message>
    <message>
        <source> (×%1 vs %2)</source>
        <translation> (×%1 frente a %2)</translation>
    </message>
    <message>
        <source> ⚠ audit</source>
        <translation> ⚠ auditoría</translation>
    </message>
    <message>
        <source>Speedup: the baseline&apos;s time over this one&apos;s, median of %1 pairs.</source>
        <translation>Aceleración: el tiempo de la línea base entre el de esta, mediana de %1 pares.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>LineMetrics</name>
    <message>
        <source>&amp;Executions (warp instructions)</source>
        <translation>&amp;Ejecuciones (instrucciones de warp)</translation>
    </message>
    <message>
        <source>Excess global &amp;sectors (coalescing)</source>
        <translation>&amp;Sectores globales excesivos (coalescencia)</translation>
    </message>
    <message>
        <source>Excess shared &amp;wavefronts (bank conflicts)</source>
        <translation>&amp;Wavefronts compartidos excesivos (conflictos de bancos)</translation>
    </message>
    <message>
        <source>&amp;Divergent branches</source>
        <translation>Ramas &amp;divergentes</translation>
    </message>
    <message>
        <source>&amp;Lane efficiency</source>
        <translation>Eficiencia de &amp;carriles</translation>
    </message>
    <message>
        <source>Source line %1</source>
        <translation>Línea de código %1</translation>
    </message>
    <message>
        <source>PTX line %1</source>
        <translation>Línea PTX %1</translation>
    </message>
    <message>
        <source>SASS line %1: %2 %3, attributed from PTX line %4 (the emulator counts PTX instructions)</source>
        <translation>Línea SASS %1: %2 %3, atribuido desde la línea PTX %4 (el emulador cuenta instrucciones PTX)</translation>
    </message>
    <message>
        <source> (new)</source>
        <translation> (nueva)</translation>
    </message>
    <message>
        <source>No counterpart in the baseline %1</source>
        <translation>Sin equivalente en la línea base %1</translation>
    </message>
    <message>
        <source>Baseline %1, line %2: %3</source>
        <translation>Línea base %1, línea %2: %3</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: elija un archivo terminado en .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>%1 could not be written; check that the folder exists and is writable</source>
        <translation>No se pudo escribir %1; compruebe que la carpeta existe y admite escritura</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1; unsaved changes are not protected against a crash. Check that the folder is writable.</source>
        <translation>No se puede crear la carpeta de recuperación %1; los cambios sin guardar no están protegidos ante un cierre inesperado. Compruebe que se puede escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Cannot autosave into %1: %2</source>
        <translation>No se puede guardar automáticamente en %1: %2</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Cannot create the folder %1 for the report&apos;s images.</source>
        <translation>No se puede crear la carpeta %1 para las imágenes del informe.</translation>
    </message>
</context>
<context>
    <name>ReviewDocument</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 (a file of that name, a read-only place or a full disk?). Choose another place with Save review as.</source>
        <translation>No se puede crear la carpeta %1 (¿un archivo con ese nombre, una ubicación de solo lectura o un disco lleno?). Elija otra ubicación con Guardar revisión como.</translation>
    </message>
</context>
<context>
    <name>RunAdmission</name>
    <message>
        <source>Estimated peak memory of a run: %1 of %2 available (%3)</source>
        <translation>Memoria máxima estimada de una ejecución: %1 de %2 disponibles (%3)</translation>
    </message>
</context>
<context>
    <name>RunParams</name>
    <message>
        <source>Params: “%1” is not NAME=integer; write for example N=33, M=4</source>
        <translation>Parámetros: «%1» no tiene la forma NOMBRE=entero; escriba, por ejemplo, N=33, M=4</translation>
    </message>
    <message>
        <source>Sweep line %1: “%2” is not NAME = v1, v2, ...; write for example N = 1, 31, 33, 1000</source>
        <translation>Línea de barrido %1: «%2» no tiene la forma NOMBRE = v1, v2, ...; escriba, por ejemplo, N = 1, 31, 33, 1000</translation>
    </message>
    <message>
        <source>Sweep line %1: “%2” is not an integer</source>
        <translation>Línea de barrido %1: «%2» no es un entero</translation>
    </message>
    <message>
        <source>Sweep line %1: %2 has no values</source>
        <translation>Línea de barrido %1: %2 no tiene valores</translation>
    </message>
    <message>
        <source>Sweep line %1: %2 has %3 values but %4 has %5; every parameter needs one value per row</source>
        <translation>Línea de barrido %1: %2 tiene %3 valores, pero %4 tiene %5; cada parámetro necesita un valor por fila</translation>
    </message>
    <message>
        <source>The sweep is empty; write one line per parameter, for example N = 1, 31, 33, 1000</source>
        <translation>El barrido está vacío; escriba una línea por parámetro, por ejemplo N = 1, 31, 33, 1000</translation>
    </message>
    <message>
        <source>this task has no params</source>
        <translation>esta tarea no tiene parámetros</translation>
    </message>
    <message>
        <source>the task&apos;s params are %1</source>
        <translation>los parámetros de la tarea son %1</translation>
    </message>
    <message>
        <source>%1: the task has no param “%2”; %3</source>
        <translation>%1: la tarea no tiene el parámetro “%2”; %3</translation>
    </message>
    <message>
        <source>%1: the task has no param “%2” (names are case-sensitive: did you mean %3?); %4</source>
        <translation>%1: la tarea no tiene el parámetro “%2” (los nombres distinguen mayúsculas: ¿quería decir %3?); %4</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>passed (atol/rtol)</source>
        <translation>correcto (atol/rtol)</translation>
    </message>
    <message>
        <source>passed (ULP)</source>
        <translation>correcto (ULP)</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fallo</translation>
    </message>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>signo</translation>
    </message>
    <message>
        <source>unwritten</source>
        <translation>sin escribir</translation>
    </message>
    <message>
        <source>Vacuous tolerance</source>
        <translation>Tolerancia trivial</translation>
    </message>
    <message>
        <source>Constant reference</source>
        <translation>Referencia constante</translation>
    </message>
    <message>
        <source>Output unchanged across seeds</source>
        <translation>Salida sin cambios entre semillas</translation>
    </message>
    <message>
        <source>Unwritten elements</source>
        <translation>Elementos sin escribir</translation>
    </message>
    <message>
        <source>Non-finite reference</source>
        <translation>Referencia no finita</translation>
    </message>
    <message>
        <source>Input modified</source>
        <translation>Entrada modificada</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>No comparado</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>no comparado</translation>
    </message>
    <message>
        <source>untouched (neither side wrote it)</source>
        <translation>intacto (ninguno de los dos lo escribió)</translation>
    </message>
    <message>
        <source>atol %1, rtol %2</source>
        <translation>atol %1, rtol %2</translation>
    </message>
    <message>
        <source>max_ulp %1</source>
        <translation>max_ulp %1</translation>
    </message>
    <message>
        <source>nothing passes</source>
        <translation>nada pasa</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source> (%1 default)</source>
        <translation> (predeterminada de %1)</translation>
    </message>
    <message>
        <source>%1 NaN</source>
        <translation>%1 NaN</translation>
    </message>
    <message>
        <source>%1 Inf</source>
        <translation>%1 Inf</translation>
    </message>
    <message>
        <source>%1 unwritten</source>
        <translation>%1 sin escribir</translation>
    </message>
    <message>
        <source>Sampled run</source>
        <translation>Ejecución por muestra</translation>
    </message>
</context>
<context>
    <name>TableCsv</name>
    <message>
        <source>Cannot write %1: %2. Choose another folder.</source>
        <translation>No se puede escribir %1: %2. Elija otra carpeta.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. Check the disk space and permissions.</source>
        <translation>No se puede guardar %1: %2. Compruebe el espacio en disco y los permisos.</translation>
    </message>
</context>
<context>
    <name>TrustPolicy</name>
    <message>
        <source>The reference of this task is the Python script “%1”, which runs on this computer with your rights. Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.</source>
        <translation>La referencia de esta tarea es el script de Python «%1», que se ejecuta en este equipo con sus permisos. Confíe en la tarea solo si confía en su procedencia. Warpscope recordará la respuesta para %2.</translation>
    </message>
    <message>
        <source>The reference of this task is the Python script “%1”, which runs on the target %3 with your rights there. Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.</source>
        <translation>La referencia de esta tarea es el script de Python «%1», que se ejecuta en el destino %3 con sus permisos allí. Confíe en la tarea solo si confía en su procedencia. Warpscope recordará la respuesta para %2.</translation>
    </message>
    <message>
        <source>Trust this task?</source>
        <translation>¿Confiar en esta tarea?</translation>
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
    <name>warpscope::app::AnalysisController</name>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Perfilar</translation>
    </message>
    <message>
        <source>Save the source and run the first seed on the emulator with analysis: counters per line, memory traffic and sanitizers (Ctrl+F5)</source>
        <translation>Guardar el código y ejecutar la primera semilla en el emulador con análisis: contadores por línea, tráfico de memoria y sanitizadores (Ctrl+F5)</translation>
    </message>
    <message>
        <source>&amp;Next hot spot</source>
        <translation>&amp;Siguiente punto caliente</translation>
    </message>
    <message>
        <source>Hot spots</source>
        <translation>Puntos calientes</translation>
    </message>
    <message>
        <source>Warp access</source>
        <translation>Accesos del warp</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Gráfico de memoria</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to see where its time and memory traffic go.</source>
        <translation>Perfile la tarea (Ejecución › Perfilar) para ver en qué se van su tiempo y su tráfico de memoria.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>No hay ninguna tarea abierta</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before profiling.</source>
        <translation>Abra una tarea (Archivo › Abrir tarea…) antes de perfilar.</translation>
    </message>
    <message>
        <source>The profile did not start</source>
        <translation>El perfilado no se inició</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; check the disk and its rights.</source>
        <translation>No se pudo crear la carpeta %1; compruebe el disco y sus permisos.</translation>
    </message>
    <message>
        <source>Profiling %1 on the emulator…</source>
        <translation>Perfilando %1 en el emulador…</translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation>Perfilando %1…</translation>
    </message>
    <message numerus="yes">
        <source>Profile finished: %n hint(s)</source>
        <translation>
            <numerusform>Perfilado terminado: %n sugerencia</numerusform>
            <numerusform>Perfilado terminado: %n sugerencias</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile failed: %1</source>
        <translation>El perfilado falló: %1</translation>
    </message>
    <message>
        <source>The profile failed</source>
        <translation>El perfilado falló</translation>
    </message>
    <message>
        <source>No run result arrived.</source>
        <translation>No llegó ningún resultado de ejecución.</translation>
    </message>
    <message>
        <source>The run has no metrics: it ran without analysis. Profile it (Run › Profile) or run `warpscope-cli run TASK --analyze --out DIR`.</source>
        <translation>La ejecución no tiene métricas: se ejecutó sin análisis. Perfílela (Ejecución › Perfilar) o ejecute `warpscope-cli run TASK --analyze --out DIR`.</translation>
    </message>
    <message>
        <source>The run&apos;s metrics document is damaged (%1); profile the task again.</source>
        <translation>El documento de métricas de la ejecución está dañado (%1); vuelva a perfilar la tarea.</translation>
    </message>
    <message>
        <source>This step&apos;s metrics are damaged (%1); profile the task again.</source>
        <translation>Las métricas de este paso están dañadas (%1); vuelva a perfilar la tarea.</translation>
    </message>
    <message>
        <source>This step&apos;s kernel is in %1, not in %2 in the editor: the line numbers in the hot spots refer to %1.</source>
        <translation>El kernel de este paso está en %1, no en %2 del editor: los números de línea de los puntos calientes se refieren a %1.</translation>
    </message>
    <message>
        <source>Profile (Ctrl+F5) to see the counters of implementation %1.</source>
        <translation>Perfile (Ctrl+F5) para ver los contadores de la implementación %1.</translation>
    </message>
    <message>
        <source>The profile is of implementation %1; the editor shows %2: choose %2 above to profile it.</source>
        <translation>El perfil es de la implementación %1; el editor muestra %2: elija %2 arriba para perfilarla.</translation>
    </message>
    <message>
        <source>Not profiled: the task&apos;s Python reference is not trusted</source>
        <translation>No perfilado: la referencia de Python de la tarea no es de confianza</translation>
    </message>
    <message>
        <source>Accept the key and profile again</source>
        <translation>Aceptar la clave y volver a perfilar</translation>
    </message>
</context>
<context>
    <name>warpscope::app::AnalysisOverlays</name>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Show %1 beside the source and PTX lines</source>
        <translation>Mostrar %1 junto a las líneas de código y PTX</translation>
    </message>
    <message>
        <source>Line &amp;metric</source>
        <translation>&amp;Métrica por línea</translation>
    </message>
</context>
<context>
    <name>warpscope::app::BaselineController</name>
    <message>
        <source>Pin as &amp;baseline</source>
        <translation>Fijar como &amp;línea base</translation>
    </message>
    <message>
        <source>Keep the run and the profile on screen as the baseline: later runs and profiles, of this task or another, are shown with their change against it (Ctrl+Shift+B)</source>
        <translation>Conservar la ejecución y el perfil en pantalla como línea base: las ejecuciones y perfiles posteriores, de esta tarea o de otra, se muestran con su cambio respecto a ella (Ctrl+Mayús+B)</translation>
    </message>
    <message>
        <source>C&amp;lear baseline</source>
        <translation>&amp;Quitar la línea base</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Línea base</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Línea base: %1</translation>
    </message>
    <message>
        <source>%1 (pinned %2)</source>
        <translation>%1 (fijada a las %2)</translation>
    </message>
    <message>
        <source>Nothing to pin</source>
        <translation>Nada que fijar</translation>
    </message>
    <message>
        <source>Run (F5) or profile (Ctrl+F5) the task first: the baseline is a run or a profile on screen.</source>
        <translation>Ejecute (F5) o perfile (Ctrl+F5) la tarea primero: la línea base es una ejecución o un perfil en pantalla.</translation>
    </message>
    <message>
        <source>The baseline is pinned for this session only</source>
        <translation>La línea base queda fijada solo para esta sesión</translation>
    </message>
    <message>
        <source>Pinned %1 as the baseline: runs and profiles from now on are compared with it</source>
        <translation>%1 fijada como línea base: las ejecuciones y perfiles a partir de ahora se comparan con ella</translation>
    </message>
    <message>
        <source>Baseline cleared</source>
        <translation>Línea base quitada</translation>
    </message>
    <message>
        <source>The baseline was cleared</source>
        <translation>Se quitó la línea base</translation>
    </message>
    <message>
        <source>Baseline: %1. Run a task (F5) to compare its verdicts with it.</source>
        <translation>Línea base: %1. Ejecute una tarea (F5) para comparar sus veredictos con ella.</translation>
    </message>
    <message numerus="yes">
        <source>Baseline: %1, %n seed(s)</source>
        <translation>
            <numerusform>Línea base: %1, %n semilla</numerusform>
            <numerusform>Línea base: %1, %n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now: %1, %n seed(s)</source>
        <translation>
            <numerusform>ahora: %1, %n semilla</numerusform>
            <numerusform>ahora: %1, %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <source>The run on screen is the baseline itself.</source>
        <translation>La ejecución en pantalla es la propia línea base.</translation>
    </message>
    <message>
        <source>No baseline heatmap: pin a run as the baseline and run a task.</source>
        <translation>Sin mapa de calor de línea base: fije una ejecución como línea base y ejecute una tarea.</translation>
    </message>
    <message>
        <source>The baseline has no output named %1.</source>
        <translation>La línea base no tiene ninguna salida llamada %1.</translation>
    </message>
    <message>
        <source>Baseline heatmap: %1</source>
        <translation>Mapa de calor de la línea base: %1</translation>
    </message>
    <message>
        <source>No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it.</source>
        <translation>Sin línea base: fije una ejecución o un perfil (Ejecución › Fijar como línea base) para comparar otros con ella.</translation>
    </message>
</context>
<context>
    <name>warpscope::app::BatchController</name>
    <message>
        <source>Submit as Slurm &amp;batch job</source>
        <translation>Enviar como &amp;trabajo por lotes de Slurm</translation>
    </message>
    <message>
        <source>Send the task to the Slurm target chosen in Backend with sbatch and return at once; the job id is kept in the review</source>
        <translation>Enviar la tarea con sbatch al destino Slurm elegido en Backend y volver enseguida; el identificador del trabajo se guarda en la revisión</translation>
    </message>
    <message>
        <source>&amp;Fetch batch results</source>
        <translation>&amp;Traer resultados del lote</translation>
    </message>
    <message>
        <source>Read the state of the review&apos;s last batch job and, once it completed, show its results</source>
        <translation>Leer el estado del último trabajo por lotes de la revisión y, cuando haya terminado, mostrar sus resultados</translation>
    </message>
    <message>
        <source>Slurm batch job %1: %2</source>
        <translation>Trabajo por lotes de Slurm %1: %2</translation>
    </message>
    <message>
        <source>Slurm batch job %1: PENDING (%2)</source>
        <translation>Trabajo por lotes de Slurm %1: PENDING (%2)</translation>
    </message>
    <message>
        <source>Slurm batch job %1: RUNNING on %2, %3 left</source>
        <translation>Trabajo por lotes de Slurm %1: RUNNING en %2, quedan %3</translation>
    </message>
    <message>
        <source>%1 of %2 on %3, submitted %4</source>
        <translation>%1 de %2 en %3, enviado el %4</translation>
    </message>
    <message>
        <source>Nothing was submitted</source>
        <translation>No se envió nada</translation>
    </message>
    <message>
        <source>A batch job goes to a Slurm cluster: open a task and choose a Slurm target in the Backend chooser (add one in Settings › Run targets).</source>
        <translation>Un trabajo por lotes va a un clúster Slurm: abra una tarea y elija un destino Slurm en el selector Backend (añada uno en Configuración › Destinos de ejecución).</translation>
    </message>
    <message>
        <source>Submitting %1 to %2 with sbatch…</source>
        <translation>Enviando %1 a %2 con sbatch…</translation>
    </message>
    <message>
        <source>The batch job was not submitted</source>
        <translation>El trabajo por lotes no se envió</translation>
    </message>
    <message>
        <source>Submitted Slurm batch job %1; Run › Fetch batch results brings its results back, also after a restart</source>
        <translation>Trabajo por lotes de Slurm %1 enviado; Ejecución › Traer resultados del lote trae sus resultados, también tras reiniciar</translation>
    </message>
    <message>
        <source>No batch job to fetch</source>
        <translation>No hay ningún trabajo por lotes que traer</translation>
    </message>
    <message>
        <source>This review has no Slurm batch job; submit one with Run › Submit as Slurm batch job.</source>
        <translation>Esta revisión no tiene ningún trabajo por lotes de Slurm; envíe uno con Ejecución › Enviar como trabajo por lotes de Slurm.</translation>
    </message>
    <message>
        <source>The batch job&apos;s target is gone</source>
        <translation>El destino del trabajo por lotes ya no existe</translation>
    </message>
    <message>
        <source>The batch job&apos;s state could not be read</source>
        <translation>No se pudo leer el estado del trabajo por lotes</translation>
    </message>
    <message>
        <source>The batch job ended without results</source>
        <translation>El trabajo por lotes terminó sin resultados</translation>
    </message>
    <message>
        <source>The batch job finished without a result bundle: %1</source>
        <translation>El trabajo por lotes terminó sin paquete de resultados: %1</translation>
    </message>
    <message>
        <source>The batch job&apos;s results could not be written</source>
        <translation>No se pudieron escribir los resultados del trabajo por lotes</translation>
    </message>
    <message>
        <source>Fetched the results of Slurm batch job %1</source>
        <translation>Se trajeron los resultados del trabajo por lotes de Slurm %1</translation>
    </message>
    <message>
        <source>Submit &amp;sweep as Slurm batch job</source>
        <translation>Enviar el &amp;barrido como trabajo por lotes de Slurm</translation>
    </message>
    <message>
        <source>Send every row of the task&apos;s [sweep] to the chosen Slurm target as one batch job</source>
        <translation>Envía todas las filas del [sweep] de la tarea al destino Slurm elegido como un solo trabajo por lotes</translation>
    </message>
    <message>
        <source>Slurm batch &amp;jobs…</source>
        <translation>&amp;Trabajos por lotes de Slurm…</translation>
    </message>
    <message>
        <source>The review&apos;s batch jobs with their states: fetch or cancel any of them</source>
        <translation>Los trabajos por lotes de la revisión con sus estados: traiga o cancele cualquiera de ellos</translation>
    </message>
    <message>
        <source>The task has no [sweep] table; add one to task.toml (e.g. N = [1, 33, 1000]) or use Run › Sweep….</source>
        <translation>La tarea no tiene tabla [sweep]; añada una a task.toml (p. ej. N = [1, 33, 1000]) o use Ejecución › Barrido….</translation>
    </message>
    <message>
        <source>Fetching Slurm batch job %1…</source>
        <translation>Trayendo el trabajo por lotes de Slurm %1…</translation>
    </message>
    <message>
        <source>Slurm batch job %1 has not finished yet; fetch again later.</source>
        <translation>El trabajo por lotes de Slurm %1 aún no ha terminado; vuelva a traerlo más tarde.</translation>
    </message>
    <message>
        <source>Fetched the sweep of Slurm batch job %1: %2 of %3 row(s) passed; showing row %4 (each row is in %5/row-N)</source>
        <translation>Barrido del trabajo por lotes de Slurm %1 traído: %2 de %3 fila(s) correctas; se muestra la fila %4 (cada fila está en %5/row-N)</translation>
    </message>
    <message>
        <source>PENDING (%1)</source>
        <translation>PENDING (%1)</translation>
    </message>
    <message>
        <source>RUNNING on %1, %2 left</source>
        <translation>RUNNING en %1, quedan %2</translation>
    </message>
    <message>
        <source>No such batch job</source>
        <translation>No existe ese trabajo por lotes</translation>
    </message>
    <message>
        <source>target gone: %1</source>
        <translation>el destino ya no existe: %1</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>no leído: %1</translation>
    </message>
    <message>
        <source>unknown to Slurm now</source>
        <translation>Slurm ya no lo conoce</translation>
    </message>
    <message>
        <source>Cancelling Slurm batch job %1 (scancel)…</source>
        <translation>Cancelando el trabajo por lotes de Slurm %1 (scancel)…</translation>
    </message>
    <message>
        <source>The batch job was not cancelled</source>
        <translation>El trabajo por lotes no se canceló</translation>
    </message>
    <message>
        <source>Slurm batch job %1 was cancelled (scancel); its results will not come</source>
        <translation>El trabajo por lotes de Slurm %1 se canceló (scancel); sus resultados no llegarán</translation>
    </message>
    <message>
        <source>Submit &amp;benchmark as Slurm batch job</source>
        <translation>Enviar el &amp;benchmark como trabajo por lotes de Slurm</translation>
    </message>
    <message>
        <source>Time the task on a GPU of the chosen Slurm target as a batch job (warpscope-cli bench --metrics); fetch it later into the Benchmark dock</source>
        <translation>Mide la tarea en una GPU del destino Slurm elegido como trabajo por lotes (warpscope-cli bench --metrics); recoja después el resultado en el panel Benchmark</translation>
    </message>
    <message>
        <source>Not submitted: the task&apos;s Python reference is not trusted</source>
        <translation>No enviado: la referencia de Python de la tarea no es de confianza</translation>
    </message>
    <message>
        <source>%1 (Slurm batch job %2)</source>
        <translation>%1 (trabajo por lotes de Slurm %2)</translation>
    </message>
    <message>
        <source>Fetched the benchmark of Slurm batch job %1 into the Benchmark dock (kept in %2)</source>
        <translation>Se recogió el benchmark del trabajo por lotes de Slurm %1 en el panel Benchmark (guardado en %2)</translation>
    </message>
    <message>
        <source>Slurm batch job %1: the benchmark did not run (exit code %2); bench&apos;s reason is in the Benchmark dock</source>
        <translation>Trabajo por lotes de Slurm %1: el benchmark no se ejecutó (código de salida %2); el motivo de bench está en el panel Benchmark</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CaptureController</name>
    <message>
        <source>Shows: %1</source>
        <translation>Muestra: %1</translation>
    </message>
    <message>
        <source>; task %1</source>
        <translation>; tarea %1</translation>
    </message>
    <message>
        <source>; step %1</source>
        <translation>; paso %1</translation>
    </message>
    <message>
        <source>; %1 line %2</source>
        <translation>; %1 línea %2</translation>
    </message>
    <message>
        <source>; run %1</source>
        <translation>; ejecución %1</translation>
    </message>
    <message>
        <source>Capture &amp;pane</source>
        <translation>Capturar &amp;panel</translation>
    </message>
    <message>
        <source>Capture &amp;window</source>
        <translation>Capturar &amp;ventana</translation>
    </message>
    <message>
        <source>Capture the pane that has the focus and annotate it</source>
        <translation>Capturar el panel que tiene el foco y anotarlo</translation>
    </message>
    <message>
        <source>Source editor</source>
        <translation>Editor de código</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>Ventana principal</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CompileCompareController</name>
    <message>
        <source>Compare &amp;A/B…</source>
        <translation>Comparar &amp;A/B…</translation>
    </message>
    <message>
        <source>Compare two compiles</source>
        <translation>Comparar dos compilaciones</translation>
    </message>
    <message>
        <source>Open a task first: the comparison compiles the task&apos;s kernel twice.</source>
        <translation>Abra primero una tarea: la comparación compila dos veces el kernel de la tarea.</translation>
    </message>
    <message>
        <source>Compiling A and B…</source>
        <translation>Compilando A y B…</translation>
    </message>
    <message>
        <source>Compile %1 failed: %2</source>
        <translation>Error al compilar %1: %2</translation>
    </message>
    <message>
        <source>Side %1 did not compile; the main window&apos;s Diagnostics shows why after Compile.</source>
        <translation>El lado %1 no se compiló; el panel Diagnósticos de la ventana principal muestra el motivo tras Compilar.</translation>
    </message>
    <message>
        <source>Compiling A (%1) and B (%2)…</source>
        <translation>Compilando A (%1) y B (%2)…</translation>
    </message>
    <message>
        <source>Run (F5) executes %1 and %2 on the same inputs and compares their results on the Implementations page.</source>
        <translation>Ejecutar (F5) ejecuta %1 y %2 con las mismas entradas y compara sus resultados en la página Implementaciones.</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CompileController</name>
    <message>
        <source>&amp;Compile</source>
        <translation>&amp;Compilar</translation>
    </message>
    <message>
        <source>Compile the editor&apos;s text with NVRTC, nvJitLink (PTX) or Triton (unsaved changes included)</source>
        <translation>Compilar el texto del editor con NVRTC, nvJitLink (PTX) o Triton (incluidos los cambios sin guardar)</translation>
    </message>
    <message>
        <source>Compile options</source>
        <translation>Opciones de compilación</translation>
    </message>
    <message>
        <source>PTX</source>
        <translation>PTX</translation>
    </message>
    <message>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Ocupación</translation>
    </message>
    <message>
        <source>Compile the kernel (Build ▸ Compile, Ctrl+B) to see its PTX.</source>
        <translation>Compile el kernel (Compilación ▸ Compilar, Ctrl+B) para ver su PTX.</translation>
    </message>
    <message>
        <source>Compile the kernel to see its SASS.</source>
        <translation>Compile el kernel para ver su SASS.</translation>
    </message>
    <message>
        <source>Next &amp;PTX block for this line</source>
        <translation>Siguiente bloque &amp;PTX de esta línea</translation>
    </message>
    <message>
        <source>Next &amp;SASS block for this line</source>
        <translation>Siguiente bloque &amp;SASS de esta línea</translation>
    </message>
    <message>
        <source>Open a task first: Compile builds the task&apos;s kernel.</source>
        <translation>Abra primero una tarea: Compilar compila el kernel de la tarea.</translation>
    </message>
    <message>
        <source>Compiling for sm_%1…</source>
        <translation>Compilando para sm_%1…</translation>
    </message>
    <message>
        <source>Compile failed: %1</source>
        <translation>Error de compilación: %1</translation>
    </message>
    <message numerus="yes">
        <source>Compile failed with %n error(s) — see Diagnostics.</source>
        <translation>
            <numerusform>La compilación falló con %n error — consulte Diagnósticos.</numerusform>
            <numerusform>La compilación falló con %n errores — consulte Diagnósticos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled for sm_%1 in %2 s (from cache), %n warning(s).</source>
        <translation>
            <numerusform>Compilado para sm_%1 en %2 s (desde la caché), %n advertencia.</numerusform>
            <numerusform>Compilado para sm_%1 en %2 s (desde la caché), %n advertencias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled for sm_%1 in %2 s, %n warning(s).</source>
        <translation>
            <numerusform>Compilado para sm_%1 en %2 s, %n advertencia.</numerusform>
            <numerusform>Compilado para sm_%1 en %2 s, %n advertencias.</numerusform>
        </translation>
    </message>
    <message>
        <source>No PTX: the compile failed. The Diagnostics pane says why.</source>
        <translation>Sin PTX: la compilación falló. El panel Diagnósticos indica el motivo.</translation>
    </message>
    <message>
        <source>No SASS: the compile failed or made no cubin.</source>
        <translation>Sin SASS: la compilación falló o no generó ningún cubin.</translation>
    </message>
    <message>
        <source>No occupancy: the task&apos;s launch gives no block size, or Warpscope has no occupancy table for sm_%1.</source>
        <translation>Sin ocupación: el lanzamiento de la tarea no indica tamaño de bloque, o Warpscope no tiene tabla de ocupación para sm_%1.</translation>
    </message>
    <message>
        <source>No occupancy: the compile failed.</source>
        <translation>Sin ocupación: la compilación falló.</translation>
    </message>
    <message>
        <source>%1:%2 is in a file the editor does not show; open it from the task folder.</source>
        <translation>%1:%2 está en un archivo que el editor no muestra; ábralo desde la carpeta de la tarea.</translation>
    </message>
    <message>
        <source>PTX (stale: the source changed since)</source>
        <translation>PTX (obsoleto: el código ha cambiado desde entonces)</translation>
    </message>
    <message>
        <source>SASS (stale: the source changed since)</source>
        <translation>SASS (obsoleto: el código ha cambiado desde entonces)</translation>
    </message>
    <message>
        <source>Compile the kernel to see its occupancy.</source>
        <translation>Compile el kernel para ver su ocupación.</translation>
    </message>
    <message>
        <source>Disassembling the cubin with nvdisasm…</source>
        <translation>Desensamblando el cubin con nvdisasm…</translation>
    </message>
    <message>
        <source>The disassembly failed: %1</source>
        <translation>El desensamblado falló: %1</translation>
    </message>
    <message>
        <source>The compile did not run: %1</source>
        <translation>La compilación no se ejecutó: %1</translation>
    </message>
    <message>
        <source>Disassembling on %1…</source>
        <translation>Desensamblando en %1…</translation>
    </message>
    <message>
        <source>Compiling for sm_%1 on %2 (%3)…</source>
        <translation>Compilando para sm_%1 en %2 (%3)…</translation>
    </message>
    <message>
        <source>The compile was cancelled before anything was disassembled.</source>
        <translation>La compilación se canceló antes de desensamblar nada.</translation>
    </message>
    <message>
        <source>Cancelled %1; the views keep the last result</source>
        <translation>Se canceló %1; las vistas conservan el último resultado</translation>
    </message>
    <message>
        <source>the compile on %1</source>
        <translation>la compilación en %1</translation>
    </message>
    <message>
        <source>Accept the key and compile again</source>
        <translation>Aceptar la clave y volver a compilar</translation>
    </message>
</context>
<context>
    <name>warpscope::app::DeviceOutputController</name>
    <message>
        <source>Device output</source>
        <translation>Salida del dispositivo</translation>
    </message>
</context>
<context>
    <name>warpscope::app::HostKeyDialog</name>
    <message>
        <source>The server&apos;s host key was not accepted</source>
        <translation>No se aceptó la clave de host del servidor</translation>
    </message>
    <message>
        <source>A changed key is never accepted here: someone may be listening in, or the server was reinstalled. Ask the server&apos;s administrator. Only if they confirm the new key, remove the old one in a terminal with
    ssh-keygen -R &apos;%1&apos;
and run again; Warpscope then asks you about the new key.</source>
        <translation>Aquí nunca se acepta una clave cambiada: alguien puede estar escuchando, o el servidor se reinstaló. Pregunte al administrador del servidor. Solo si confirma la clave nueva, elimine la antigua en una terminal con
    ssh-keygen -R &apos;%1&apos;
y vuelva a ejecutar; Warpscope le preguntará entonces por la clave nueva.</translation>
    </message>
    <message>
        <source>Accept the key and run again</source>
        <translation>Aceptar la clave y volver a ejecutar</translation>
    </message>
    <message>
        <source>Reading the key the server offers and checking its fingerprint…</source>
        <translation>Leyendo la clave que ofrece el servidor y comprobando su huella…</translation>
    </message>
    <message>
        <source>Nothing was accepted: %1</source>
        <translation>No se aceptó nada: %1</translation>
    </message>
    <message>
        <source>Compare the fingerprints above with the ones the server&apos;s administrator gives you. If they match, Warpscope adds the key to your known_hosts file (ssh&apos;s own list) and tries again. It reads the key once more first and adds it only if its fingerprint is one shown here.</source>
        <translation>Compare las huellas de arriba con las que le dé el administrador del servidor. Si coinciden, Warpscope añade la clave a su archivo known_hosts (la lista del propio ssh) y lo intenta de nuevo. Antes lee la clave otra vez y solo la añade si su huella es una de las mostradas aquí.</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ImplementationBenchController</name>
    <message>
        <source>Time &amp;implementations on GPU (A/B)</source>
        <translation>Cronometrar &amp;implementaciones en GPU (A/B)</translation>
    </message>
    <message>
        <source>Time each implementation against the first one on the GPU with the fair A/B method (warm-up, interleaved runs, L2 flushed, audit); fills the Implementations page&apos;s GPU time row</source>
        <translation>Cronometra cada implementación frente a la primera en la GPU con el método A/B equitativo (calentamiento, ejecuciones intercaladas, L2 vaciada, auditoría); rellena la fila Tiempo en GPU de la página Implementaciones</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>el proceso de trabajo aún no ha informado de ningún dispositivo</translation>
    </message>
    <message>
        <source>the driver lists no CUDA device</source>
        <translation>el controlador no enumera ningún dispositivo CUDA</translation>
    </message>
    <message>
        <source>Nothing to time side by side</source>
        <translation>Nada que cronometrar en paralelo</translation>
    </message>
    <message>
        <source>Open a task with several [[implementation]] entries: each is timed against the first one.</source>
        <translation>Abra una tarea con varias entradas [[implementation]]: cada una se cronometra frente a la primera.</translation>
    </message>
    <message>
        <source>No CUDA device</source>
        <translation>No hay ningún dispositivo CUDA</translation>
    </message>
    <message>
        <source>GPU time needs a CUDA device; the emulator&apos;s figures (predicted counters) are on the Implementations page. Here: %1.</source>
        <translation>El tiempo en GPU necesita un dispositivo CUDA; las cifras del emulador (contadores previstos) están en la página Implementaciones. Aquí: %1.</translation>
    </message>
    <message>
        <source>timing…</source>
        <translation>cronometrando…</translation>
    </message>
    <message>
        <source>Benchmarking %1 against %2 on the GPU</source>
        <translation>Midiendo %1 frente a %2 en la GPU</translation>
    </message>
    <message>
        <source>Timing %1 implementations against %2 on the GPU…</source>
        <translation>Cronometrando %1 implementaciones frente a %2 en la GPU…</translation>
    </message>
    <message>
        <source>the benchmark of %1</source>
        <translation>la medición de %1</translation>
    </message>
    <message>
        <source>bench exited with %1: %2</source>
        <translation>bench terminó con %1: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::app::IrStagesController</name>
    <message>
        <source>IR stages</source>
        <translation>Etapas de IR</translation>
    </message>
    <message>
        <source>Triton IR</source>
        <translation>IR de Triton</translation>
    </message>
    <message>
        <source>TritonGPU IR</source>
        <translation>IR de TritonGPU</translation>
    </message>
    <message>
        <source>LLVM IR</source>
        <translation>IR de LLVM</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Etapas</translation>
    </message>
    <message>
        <source>A Triton kernel&apos;s lowering (Triton IR, TritonGPU IR, LLVM IR) appears here after a compile. CUDA C++ and PTX kernels have no intermediate stages before PTX.</source>
        <translation>La reducción de un kernel de Triton (IR de Triton, IR de TritonGPU, IR de LLVM) aparece aquí tras compilar. Los kernels de CUDA C++ y PTX no tienen etapas intermedias antes de PTX.</translation>
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
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Compilación</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecución</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Revisión</translation>
    </message>
    <message>
        <source>&amp;Bookmark current line</source>
        <translation>Añadir &amp;marcador en la línea actual</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Carpeta del registro</translation>
    </message>
    <message>
        <source>Warpscope&apos;s log is in %1 (warpscope.log, the worker&apos;s messages included).</source>
        <translation>El registro de Warpscope está en %1 (warpscope.log, con los mensajes del proceso de trabajo).</translation>
    </message>
    <message>
        <source>The folder of warpscope.log: what the worker, compiles, runs and saves did, for a bug report</source>
        <translation>La carpeta de warpscope.log: lo que hicieron el proceso de trabajo, las compilaciones, las ejecuciones y los guardados, para un informe de error</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ProfilerController</name>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Open &amp;benchmark results…</source>
        <translation>Abrir resultados de bench&amp;mark…</translation>
    </message>
    <message>
        <source>Benchmark on &amp;GPU…</source>
        <translation>Benchmark en &amp;GPU…</translation>
    </message>
    <message>
        <source>Show the charts of a `warpscope-cli bench --json` result</source>
        <translation>Mostrar los gráficos de un resultado de `warpscope-cli bench --json`</translation>
    </message>
    <message>
        <source>Time the task&apos;s kernel on a CUDA GPU (warm-up, repeats, L2 flushed)</source>
        <translation>Cronometrar el kernel de la tarea en una GPU CUDA (calentamiento, repeticiones, L2 vaciada)</translation>
    </message>
    <message>
        <source>The benchmark result could not be opened</source>
        <translation>No se pudo abrir el resultado del benchmark</translation>
    </message>
    <message>
        <source>Benchmark results: %1</source>
        <translation>Resultados de benchmark: %1</translation>
    </message>
    <message>
        <source>Open benchmark results</source>
        <translation>Abrir resultados de benchmark</translation>
    </message>
    <message>
        <source>Benchmark results (*.json);;All files (*)</source>
        <translation>Resultados de benchmark (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>el proceso de trabajo aún no ha informado de ningún dispositivo</translation>
    </message>
    <message>
        <source>the driver lists none</source>
        <translation>el controlador no enumera ninguno</translation>
    </message>
    <message>
        <source>No CUDA device</source>
        <translation>No hay ningún dispositivo CUDA</translation>
    </message>
    <message>
        <source>no CUDA device: benchmarks need a GPU; open a `warpscope-cli bench --json` result instead (Run › Open benchmark results…). Here: %1.</source>
        <translation>no hay ningún dispositivo CUDA: los benchmarks necesitan una GPU; abra en su lugar un resultado de `warpscope-cli bench --json` (Ejecución › Abrir resultados de benchmark…). Aquí: %1.</translation>
    </message>
    <message>
        <source>Benchmark from the command line</source>
        <translation>Benchmark desde la línea de comandos</translation>
    </message>
    <message>
        <source>Run `warpscope-cli bench TASK [--baseline TASK2] --metrics --json &gt; result.json` on this machine, then open result.json with Run › Open benchmark results….</source>
        <translation>Ejecute `warpscope-cli bench TASK [--baseline TASK2] --metrics --json &gt; result.json` en este equipo y luego abra result.json con Ejecución › Abrir resultados de benchmark….</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>No hay ninguna tarea abierta</translation>
    </message>
    <message>
        <source>Open a task before benchmarking it.</source>
        <translation>Abra una tarea antes de medirla.</translation>
    </message>
    <message>
        <source>The benchmark did not start</source>
        <translation>La medición no empezó</translation>
    </message>
    <message>
        <source>Benchmarking %1 on %2…</source>
        <translation>Midiendo %1 en %2…</translation>
    </message>
    <message>
        <source>Benchmarking %1 on %2 (%3)…</source>
        <translation>Midiendo %1 en %2 (%3)…</translation>
    </message>
    <message>
        <source>the benchmark on %1</source>
        <translation>la medición en %1</translation>
    </message>
    <message>
        <source>The benchmark on %1 did not run: %2</source>
        <translation>La medición en %1 no se ejecutó: %2</translation>
    </message>
    <message>
        <source>The benchmark on %1 did not run</source>
        <translation>La medición en %1 no se ejecutó</translation>
    </message>
    <message>
        <source>Benchmark on %1 finished</source>
        <translation>Medición en %1 terminada</translation>
    </message>
    <message>
        <source>The benchmark was cancelled; an earlier result opens with Run › Open benchmark results…</source>
        <translation>El benchmark se canceló; un resultado anterior se abre con Ejecución › Abrir resultados de benchmark…</translation>
    </message>
    <message>
        <source>Benchmark cancelled; nothing was changed</source>
        <translation>Benchmark cancelado; no se cambió nada</translation>
    </message>
    <message>
        <source>Accept the key and benchmark again</source>
        <translation>Aceptar la clave y volver a medir</translation>
    </message>
    <message>
        <source>Benchmark on a Slurm cluster</source>
        <translation>Benchmark en un clúster Slurm</translation>
    </message>
    <message>
        <source>Benchmark %1 on %2 now, in the session&apos;s allocation (a step of it, or one srun of its own), or submit it as a batch job (sbatch) that runs when the cluster has a node for it? A batch job&apos;s results are fetched later from Run › Slurm batch jobs…, also after a restart.</source>
        <translation>¿Medir %1 en %2 ahora, en la asignación de la sesión (un paso de ella, o un srun propio), o enviarlo como trabajo por lotes (sbatch), que se ejecuta cuando el clúster tenga un nodo libre? Los resultados de un trabajo por lotes se recogen después en Ejecución › Trabajos por lotes de Slurm…, también tras reiniciar.</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Ejecutar ahora</translation>
    </message>
    <message>
        <source>Submit as batch job</source>
        <translation>Enviar como trabajo por lotes</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ReviewController</name>
    <message>
        <source>Review steps</source>
        <translation>Pasos de la revisión</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Lista de comprobación</translation>
    </message>
    <message>
        <source>Review notes</source>
        <translation>Notas de la revisión</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>Unsaved review changes could not be autosaved</source>
        <translation>Los cambios sin guardar de la revisión no se pudieron guardar automáticamente</translation>
    </message>
    <message>
        <source>%1, step %2, line %3, %4</source>
        <translation>%1, paso %2, línea %3, %4</translation>
    </message>
    <message>
        <source>Bookmarked line %1</source>
        <translation>Marcador en la línea %1</translation>
    </message>
    <message>
        <source>&amp;New review</source>
        <translation>&amp;Nueva revisión</translation>
    </message>
    <message>
        <source>Open re&amp;view…</source>
        <translation>Abrir re&amp;visión…</translation>
    </message>
    <message>
        <source>Sa&amp;ve review</source>
        <translation>&amp;Guardar revisión</translation>
    </message>
    <message>
        <source>Save review &amp;as…</source>
        <translation>Guardar revisión &amp;como…</translation>
    </message>
    <message>
        <source>Add run &amp;results…</source>
        <translation>Añadir &amp;resultados de ejecución…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar informe…</translation>
    </message>
    <message>
        <source>Open review (a .wsreview folder)</source>
        <translation>Abrir revisión (una carpeta .wsreview)</translation>
    </message>
    <message>
        <source>The review was not opened</source>
        <translation>No se abrió la revisión</translation>
    </message>
    <message>
        <source>Opened review %1</source>
        <translation>Revisión abierta: %1</translation>
    </message>
    <message>
        <source>The review was not saved; your changes are kept</source>
        <translation>No se guardó la revisión; los cambios se conservan</translation>
    </message>
    <message>
        <source>Saved review %1</source>
        <translation>Revisión guardada: %1</translation>
    </message>
    <message>
        <source>Save review as</source>
        <translation>Guardar revisión como</translation>
    </message>
    <message>
        <source>Warpscope reviews (*.wsreview)</source>
        <translation>Revisiones de Warpscope (*.wsreview)</translation>
    </message>
    <message>
        <source>The report was not written</source>
        <translation>No se escribió el informe</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Informe escrito en %1</translation>
    </message>
    <message>
        <source>No review is open</source>
        <translation>No hay ninguna revisión abierta</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Add a run&apos;s results (a folder with result.json)</source>
        <translation>Añadir los resultados de una ejecución (una carpeta con result.json)</translation>
    </message>
    <message>
        <source>No results were added</source>
        <translation>No se añadió ningún resultado</translation>
    </message>
    <message>
        <source>%1 holds no result.json; choose the folder a run wrote.</source>
        <translation>%1 no contiene result.json; elija la carpeta que escribió una ejecución.</translation>
    </message>
    <message>
        <source>Added results %1; they are copied into the review when you save it</source>
        <translation>Resultados añadidos: %1; se copian en la revisión al guardarla</translation>
    </message>
    <message>
        <source>Unsaved review</source>
        <translation>Revisión sin guardar</translation>
    </message>
    <message>
        <source>The review has unsaved changes. Save them?</source>
        <translation>La revisión tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Restore unsaved review?</source>
        <translation>¿Restaurar la revisión sin guardar?</translation>
    </message>
    <message>
        <source>Warpscope did not close cleanly. The review “%1” has changes that were autosaved at %2 but not saved.</source>
        <translation>Warpscope no se cerró correctamente. La revisión «%1» tiene cambios sin guardar (copia automática de %2).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>It was never saved.</source>
        <translation>Nunca se guardó.</translation>
    </message>
    <message>
        <source>Its folder: %1</source>
        <translation>Su carpeta: %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>The review could not be restored</source>
        <translation>No se pudo restaurar la revisión</translation>
    </message>
    <message>
        <source>Restored the autosaved review; save it to keep it</source>
        <translation>Se restauró la revisión guardada automáticamente; guárdela para conservarla</translation>
    </message>
    <message>
        <source>The review of the previous task was closed</source>
        <translation>Se cerró la revisión de la tarea anterior</translation>
    </message>
    <message>
        <source>New review</source>
        <translation>Nueva revisión</translation>
    </message>
    <message>
        <source>Name of the review (its folder is NAME.wsreview when you save it):</source>
        <translation>Nombre de la revisión (su carpeta será NOMBRE.wsreview al guardarla):</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>New review “%1”; it is saved when you choose Save review</source>
        <translation>Nueva revisión “%1”; se guarda cuando elija Guardar revisión</translation>
    </message>
    <message>
        <source>Start one with Review &gt; New review, or capture a pane.</source>
        <translation>Empiece una con Revisión &gt; Nueva revisión, o capture un panel.</translation>
    </message>
    <message>
        <source>The review&apos;s task was not found</source>
        <translation>No se encontró la tarea de la revisión</translation>
    </message>
    <message>
        <source>The task folder %1 does not exist. The review is open with its results; to work on its task, put the task back in that folder and open the review again, or open the task with File › Open task….</source>
        <translation>La carpeta de la tarea %1 no existe. La revisión está abierta con sus resultados; para trabajar en su tarea, vuelva a poner la tarea en esa carpeta y abra de nuevo la revisión, o abra la tarea con Archivo › Abrir tarea….</translation>
    </message>
    <message>
        <source>The review&apos;s task %1 was not opened</source>
        <translation>No se abrió la tarea %1 de la revisión</translation>
    </message>
    <message>
        <source>%1: use a name ending in .md, .html, .pdf or .svg</source>
        <translation>%1: use un nombre terminado en .md, .html, .pdf o .svg</translation>
    </message>
    <message>
        <source>SVG drawing, one long page (*.svg)</source>
        <translation>Dibujo SVG, una sola página larga (*.svg)</translation>
    </message>
</context>
<context>
    <name>warpscope::app::RooflineController</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>The GPU whose bandwidth and peak FLOP/s the model uses (resources/gpus.json)</source>
        <translation>La GPU cuyo ancho de banda y FLOP/s pico usa el modelo (resources/gpus.json)</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to place its kernel on the roofline.</source>
        <translation>Perfile la tarea (Ejecución › Perfilar) para situar su kernel en el roofline.</translation>
    </message>
    <message>
        <source>DRAM model: %1</source>
        <translation>Modelo de DRAM: %1</translation>
    </message>
    <message>
        <source>%1 FLOPs, %2 DRAM bytes (model)</source>
        <translation>%1 FLOPs, %2 bytes de DRAM (modelo)</translation>
    </message>
    <message>
        <source>model: the launch moved no DRAM bytes and did no FLOPs on %1 — nothing to bound</source>
        <translation>modelo: el lanzamiento no movió bytes de DRAM ni hizo FLOPs en %1 — nada que acotar</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limitado por memoria</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitado por cómputo</translation>
    </message>
    <message>
        <source>memory-bound: it does no FLOPs, so it has no point on the chart and its time is DRAM bytes / bandwidth</source>
        <translation>limitado por memoria: no hace FLOPs, así que no tiene punto en el gráfico y su tiempo es bytes de DRAM / ancho de banda</translation>
    </message>
    <message>
        <source>model: ≥ %1 on %2 — not a measurement; %3 (intensity %4 FLOP/B, ridge %5 FLOP/B)</source>
        <translation>modelo: ≥ %1 en %2 — no es una medición; %3 (intensidad %4 FLOP/B, cresta %5 FLOP/B)</translation>
    </message>
    <message>
        <source>The cache model ran with the caches of %1 (the GPU chosen when profiling); profile again to model %2&apos;s.</source>
        <translation>El modelo de caché usó las cachés de %1 (la GPU elegida al perfilar); vuelva a perfilar para modelar las de %2.</translation>
    </message>
    <message>
        <source>Sampled: one cache line in %1 simulated, counts scaled back.</source>
        <translation>Muestreado: se simula una línea de caché de cada %1 y los recuentos se reescalan.</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>%1 bytes from L1 to L2 (cache model), L2 hit rate %2 %</source>
        <translation>%1 bytes de L1 a L2 (modelo de caché), tasa de aciertos de L2 %2 %</translation>
    </message>
    <message>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <source>%1 bytes requested from L1 (global sectors), L1 hit rate %2 %</source>
        <translation>%1 bytes pedidos a L1 (sectores globales), tasa de aciertos de L1 %2 %</translation>
    </message>
    <message>
        <source>baseline: %1</source>
        <translation>línea base: %1</translation>
    </message>
    <message>
        <source>baseline %1: ≥ %2 (model); now ×%3 its time</source>
        <translation>línea base %1: ≥ %2 (modelo); ahora ×%3 su tiempo</translation>
    </message>
</context>
<context>
    <name>warpscope::app::RunController</name>
    <message>
        <source>Memory cap…</source>
        <translation>Límite de memoria…</translation>
    </message>
    <message>
        <source>about %1 h %2 min left</source>
        <translation>quedan unas %1 h %2 min</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>quedan unos %1 min</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>quedan unos %1 s</translation>
    </message>
    <message>
        <source>This run would take long</source>
        <translation>Esta ejecución tardaría mucho</translation>
    </message>
    <message>
        <source>The emulator measured a few CTAs of this launch first:

%1

Run every CTA anyway, run a sample of %2 CTAs spread over the grid (only the output elements they write are compared, and the result says so), or cancel?</source>
        <translation>El emulador midió primero unos pocos CTA de este lanzamiento:

%1

¿Ejecutar todos los CTA de todos modos, ejecutar una muestra de %2 CTA repartidos por la malla (solo se comparan los elementos de salida que escriben, y el resultado lo indica) o cancelar?</translation>
    </message>
    <message>
        <source>Run anyway</source>
        <translation>Ejecutar de todos modos</translation>
    </message>
    <message>
        <source>Run a sample of %1 CTAs</source>
        <translation>Ejecutar una muestra de %1 CTA</translation>
    </message>
    <message>
        <source>Not run: the estimate was above the limit</source>
        <translation>No ejecutado: la estimación superaba el límite</translation>
    </message>
    <message>
        <source>Running… %p% — %1 of %2 CTAs</source>
        <translation>Ejecutando… %p% — %1 de %2 CTA</translation>
    </message>
    <message>
        <source>Memory cap</source>
        <translation>Límite de memoria</translation>
    </message>
    <message>
        <source>Refuse runs whose estimated peak memory is above this (for example 8G or 512M; empty: only the available memory and the cgroup limit apply):</source>
        <translation>Rechazar las ejecuciones cuya memoria máxima estimada supere esto (por ejemplo 8G o 512M; vacío: solo se aplican la memoria disponible y el límite del cgroup):</translation>
    </message>
    <message>
        <source>Run results</source>
        <translation>Resultados de ejecución</translation>
    </message>
    <message>
        <source>Error heatmap</source>
        <translation>Mapa de calor de errores</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Cancelar ejecución</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecución</translation>
    </message>
    <message>
        <source>Save the source, run the kernel for every seed and compare with the reference (F5)</source>
        <translation>Guardar el código, ejecutar el kernel con cada semilla y comparar con la referencia (F5)</translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation>&amp;Cancelar ejecución</translation>
    </message>
    <message>
        <source>Shape &amp;sweep…</source>
        <translation>&amp;Barrido de formas…</translation>
    </message>
    <message>
        <source>&amp;Open run results…</source>
        <translation>&amp;Abrir resultados de ejecución…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source> Backend </source>
        <translation> Motor </translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Emulator</source>
        <translation>Emulador</translation>
    </message>
    <message>
        <source>CUDA GPU</source>
        <translation>GPU CUDA</translation>
    </message>
    <message>
        <source> Seeds </source>
        <translation> Semillas </translation>
    </message>
    <message>
        <source>task&apos;s</source>
        <translation>de la tarea</translation>
    </message>
    <message>
        <source>How many seeds to run; &quot;task&apos;s&quot; uses the task&apos;s [seeds] count</source>
        <translation>Cuántas semillas ejecutar; «de la tarea» usa el número de [seeds] de la tarea</translation>
    </message>
    <message>
        <source> Params </source>
        <translation> Parámetros </translation>
    </message>
    <message>
        <source>e.g. N=33</source>
        <translation>p. ej., N=33</translation>
    </message>
    <message>
        <source>Overrides of the task&apos;s [params] for this run: NAME=integer, separated by commas</source>
        <translation>Sustituciones de los [params] de la tarea para esta ejecución: NOMBRE=entero, separados por comas</translation>
    </message>
    <message>
        <source>The run did not start</source>
        <translation>La ejecución no se inició</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; check the disk and its rights.</source>
        <translation>No se pudo crear la carpeta %1; compruebe el disco y sus permisos.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>No hay ninguna tarea abierta</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before running.</source>
        <translation>Abra una tarea (Archivo › Abrir tarea…) antes de ejecutar.</translation>
    </message>
    <message>
        <source>Not run: the task&apos;s Python reference is not trusted</source>
        <translation>No ejecutado: la referencia de Python de la tarea no es de confianza</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Ejecutando %1…</translation>
    </message>
    <message>
        <source>Cancelling the run…</source>
        <translation>Cancelando la ejecución…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <source>the latest run failed: %1</source>
        <translation>la última ejecución falló: %1</translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation>La ejecución falló</translation>
    </message>
    <message>
        <source>Run passed: every output of every seed matches the reference</source>
        <translation>Ejecución correcta: todas las salidas de todas las semillas coinciden con la referencia</translation>
    </message>
    <message numerus="yes">
        <source>Run FAILED: %n output(s) differ from the reference</source>
        <translation>
            <numerusform>Ejecución FALLIDA: %n salida difiere de la referencia</numerusform>
            <numerusform>Ejecución FALLIDA: %n salidas difieren de la referencia</numerusform>
        </translation>
    </message>
    <message>
        <source>the source was edited after this run; run again (F5)</source>
        <translation>el código se editó después de esta ejecución; vuelva a ejecutar (F5)</translation>
    </message>
    <message>
        <source>Open run results (a folder with result.json)</source>
        <translation>Abrir resultados de ejecución (una carpeta con result.json)</translation>
    </message>
    <message>
        <source>%1 could not be opened</source>
        <translation>No se pudo abrir %1</translation>
    </message>
    <message>
        <source>The run results were not opened</source>
        <translation>No se abrieron los resultados de ejecución</translation>
    </message>
    <message>
        <source>%1
Choose a folder written by Run or by warpscope-cli run --out, with all its .npy files.</source>
        <translation>%1
Elija una carpeta escrita por Ejecutar o por warpscope-cli run --out, con todos sus archivos .npy.</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before running a sweep.</source>
        <translation>Abra una tarea (Archivo › Abrir tarea…) antes de ejecutar un barrido.</translation>
    </message>
    <message>
        <source>A run is in progress; wait for it or cancel it first.</source>
        <translation>Hay una ejecución en curso; espere a que termine o cancélela primero.</translation>
    </message>
    <message>
        <source>Sweep finished; bundles are in %1</source>
        <translation>Barrido terminado; los paquetes están en %1</translation>
    </message>
    <message>
        <source>The approximate instructions&apos; worst case is modelled on the emulator; choose the Auto or Emulator backend, or Options › Correctly rounded for the GPU.</source>
        <translation>El peor caso de las instrucciones aproximadas se modela en el emulador; elija el backend Auto o Emulador, u Opciones › Redondeo correcto para la GPU.</translation>
    </message>
    <message>
        <source>Run STOPPED (%1): a launch did not complete, no verdict — %2</source>
        <translation>Ejecución DETENIDA (%1): un lanzamiento no terminó, sin veredicto — %2</translation>
    </message>
    <message>
        <source>%1 (profile)</source>
        <translation>%1 (perfil)</translation>
    </message>
    <message numerus="yes">
        <source>Profile finished; the Run results (%n seed(s)) stay on screen</source>
        <translation>
            <numerusform>Perfil terminado; los resultados de la ejecución (%n semilla) siguen en pantalla</numerusform>
            <numerusform>Perfil terminado; los resultados de la ejecución (%n semillas) siguen en pantalla</numerusform>
        </translation>
    </message>
    <message>
        <source>Params</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>A run is in progress; open the row when it has finished.</source>
        <translation>Hay una ejecución en curso; abra la fila cuando haya terminado.</translation>
    </message>
    <message>
        <source>Run on %1: %2</source>
        <translation>Ejecución en %1: %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>FAILED or stopped; see the verdict</source>
        <translation>FALLIDA o detenida; vea el veredicto</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>Cancelando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>End the Compile, trace or benchmark on the run target (Shift+F5); what is on screen stays</source>
        <translation>Termina la compilación, la traza o el benchmark en el destino (Mayús+F5); lo que está en pantalla se queda</translation>
    </message>
    <message>
        <source>Not run: the sweep was cancelled before this row started.</source>
        <translation>No ejecutada: el barrido se canceló antes de que empezara esta fila.</translation>
    </message>
    <message>
        <source>Sweep cancelled after row %1 (a partial result); rows not run: %2; bundles are in %3</source>
        <translation>Barrido cancelado tras la fila %1 (un resultado parcial); filas no ejecutadas: %2; los paquetes están en %3</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TargetController</name>
    <message>
        <source>Run &amp;targets…</source>
        <translation>&amp;Destinos de ejecución…</translation>
    </message>
    <message>
        <source>GPU servers over ssh and Slurm clusters that Run may use</source>
        <translation>Servidores GPU por ssh y clústeres Slurm que Ejecutar puede usar</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Run on %1: %2; the backend there is chosen as Auto does here</source>
        <translation>Ejecutar en %1: %2; el backend allí se elige como lo hace Auto aquí</translation>
    </message>
    <message>
        <source>There is no run target named “%1” any more; choose another backend or add it in Settings › Run targets.</source>
        <translation>Ya no hay ningún destino de ejecución llamado «%1»; elija otro backend o añádalo en Configuración › Destinos de ejecución.</translation>
    </message>
    <message>
        <source>Running on %1 (%2)…</source>
        <translation>Ejecutando en %1 (%2)…</translation>
    </message>
    <message>
        <source>The run target “%1” was removed while Slurm granted its allocation.</source>
        <translation>El destino de ejecución «%1» se eliminó mientras Slurm concedía su asignación.</translation>
    </message>
    <message>
        <source>Running on %1 in Slurm job %2…</source>
        <translation>Ejecutando en %1 en el trabajo de Slurm %2…</translation>
    </message>
    <message>
        <source>Cancelled while waiting for a Slurm allocation.</source>
        <translation>Cancelado mientras esperaba una asignación de Slurm.</translation>
    </message>
    <message>
        <source>Accept the key and try again</source>
        <translation>Aceptar la clave y volver a intentarlo</translation>
    </message>
    <message>
        <source>The host key was added to %1; trying again…</source>
        <translation>La clave de host se añadió a %1; intentándolo de nuevo…</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TargetForm</name>
    <message>
        <source>Run target</source>
        <translation>Destino de ejecución</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>e.g. gpubox</source>
        <translation>p. ej. gpubox</translation>
    </message>
    <message>
        <source>How the Backend chooser and --target name it</source>
        <translation>Cómo lo nombran el selector de backend y --target</translation>
    </message>
    <message>
        <source>GPU server over ssh</source>
        <translation>Servidor GPU por ssh</translation>
    </message>
    <message>
        <source>Slurm cluster (through its login node)</source>
        <translation>Clúster Slurm (a través de su nodo de acceso)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>e.g. gpubox.lab.example, or an alias of ~/.ssh/config</source>
        <translation>p. ej. gpubox.lab.example, o un alias de ~/.ssh/config</translation>
    </message>
    <message>
        <source>For Slurm: the login node. ssh resolves it with your ~/.ssh/config (keys, agent, ProxyJump)</source>
        <translation>Para Slurm: el nodo de acceso. ssh lo resuelve con su ~/.ssh/config (claves, agente, ProxyJump)</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Usuario:</translation>
    </message>
    <message>
        <source>empty: ssh&apos;s own choice</source>
        <translation>vacío: lo que elija ssh</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>empty: ssh&apos;s own choice (22)</source>
        <translation>vacío: lo que elija ssh (22)</translation>
    </message>
    <message>
        <source>Slurm options (given to salloc and srun)</source>
        <translation>Opciones de Slurm (para salloc y srun)</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partición:</translation>
    </message>
    <message>
        <source>e.g. gpu</source>
        <translation>p. ej. gpu</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <source>empty: your default</source>
        <translation>vacío: la suya por defecto</translation>
    </message>
    <message>
        <source>GPUs (gres):</source>
        <translation>GPU (gres):</translation>
    </message>
    <message>
        <source>e.g. gpu:1 or gpu:h100:1</source>
        <translation>p. ej. gpu:1 o gpu:h100:1</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Límite de tiempo:</translation>
    </message>
    <message>
        <source>minutes, or HH:MM:SS (e.g. 30)</source>
        <translation>minutos, o HH:MM:SS (p. ej. 30)</translation>
    </message>
    <message>
        <source>How long the allocation kept for the session may last</source>
        <translation>Cuánto puede durar la asignación que se mantiene durante la sesión</translation>
    </message>
    <message>
        <source>Extra arguments:</source>
        <translation>Argumentos adicionales:</translation>
    </message>
    <message>
        <source>e.g. --qos=short --constraint=h100</source>
        <translation>p. ej. --qos=short --constraint=h100</translation>
    </message>
    <message>
        <source>More srun options, separated by spaces; each starts with &apos;-&apos;</source>
        <translation>Más opciones de srun, separadas por espacios; cada una empieza por &apos;-&apos;</translation>
    </message>
    <message>
        <source>warpscope-cli there:</source>
        <translation>warpscope-cli allí:</translation>
    </message>
    <message>
        <source>empty: copied there when missing, else PATH</source>
        <translation>vacío: se copia allí si falta, si no PATH</translation>
    </message>
    <message>
        <source>A path on the far side; a target with one is never copied to</source>
        <translation>Una ruta en el lado remoto; a un destino con ella nunca se copia nada</translation>
    </message>
    <message>
        <source>ssh configuration:</source>
        <translation>Configuración de ssh:</translation>
    </message>
    <message>
        <source>empty: ~/.ssh/config</source>
        <translation>vacío: ~/.ssh/config</translation>
    </message>
    <message>
        <source>A file given to ssh -F</source>
        <translation>Un archivo que se pasa a ssh -F</translation>
    </message>
    <message>
        <source>URL: %1</source>
        <translation>URL: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TargetsDialog</name>
    <message>
        <source>Run targets</source>
        <translation>Destinos de ejecución</translation>
    </message>
    <message>
        <source>Where Run may send its work besides this machine: a GPU server reached with your ssh (keys, agent and ~/.ssh/config; Warpscope never asks for a password), or a Slurm cluster through its login node. The Backend chooser offers them; the CLI reads the same file with --target NAME.</source>
        <translation>Adónde puede enviar Ejecutar su trabajo además de esta máquina: un servidor GPU al que se llega con su ssh (claves, agente y ~/.ssh/config; Warpscope nunca pide una contraseña), o un clúster Slurm a través de su nodo de acceso. El selector de backend los ofrece; la CLI lee el mismo archivo con --target NOMBRE.</translation>
    </message>
    <message>
        <source>Targets file: %1</source>
        <translation>Archivo de destinos: %1</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>The targets file cannot be read; fix it or remove it, then open this dialog again: %1</source>
        <translation>No se puede leer el archivo de destinos; corríjalo o elimínelo y vuelva a abrir este diálogo: %1</translation>
    </message>
    <message>
        <source>Edit run target</source>
        <translation>Editar destino de ejecución</translation>
    </message>
    <message>
        <source>New run target</source>
        <translation>Nuevo destino de ejecución</translation>
    </message>
    <message>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <source>Read batch job states every</source>
        <translation>Leer el estado de los trabajos por lotes cada</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How often squeue is asked on the login node about the batch jobs that have not ended (Run › Slurm batch jobs); a login node is shared by many users, so not too often</source>
        <translation>Con qué frecuencia se pregunta a squeue en el nodo de acceso por los trabajos por lotes que no han terminado (Ejecución › Trabajos por lotes de Slurm); muchos usuarios comparten el nodo de acceso, así que no demasiado a menudo</translation>
    </message>
    <message>
        <source>Give back an idle allocation after</source>
        <translation>Devolver una asignación inactiva tras</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>The allocation kept for runs on a Slurm target is released (scancel) after this long without a run</source>
        <translation>La asignación que se mantiene para las ejecuciones en un destino Slurm se libera (scancel) tras este tiempo sin ejecuciones</translation>
    </message>
    <message>
        <source>Withdraw an allocation request after</source>
        <translation>Retirar una solicitud de asignación tras</translation>
    </message>
    <message>
        <source>How long salloc may wait in the queue for the first run&apos;s allocation before the request is withdrawn</source>
        <translation>Cuánto puede esperar salloc en la cola la asignación de la primera ejecución antes de retirar la solicitud</translation>
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
    <message>
        <source>%1 could not be shown</source>
        <translation>No se pudo mostrar %1</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Mostrando %1</translation>
    </message>
    <message>
        <source>%1 is the source that %2&apos;s line info names: the PTX and SASS link to its lines. Edit %2 to change the kernel.</source>
        <translation>%1 es la fuente que nombra la información de líneas de %2: el PTX y el SASS enlazan con sus líneas. Edite %2 para cambiar el kernel.</translation>
    </message>
    <message>
        <source>%1 is a review, not a task. Open it with Review › Open review…; a task is a folder with a task.toml.</source>
        <translation>%1 es una revisión, no una tarea. Ábrala con Revisión › Abrir revisión…; una tarea es una carpeta con un task.toml.</translation>
    </message>
    <message>
        <source>%1 is not a task.toml. Choose a task folder or the task.toml in it.</source>
        <translation>%1 no es un task.toml. Elija la carpeta de una tarea o el task.toml que contiene.</translation>
    </message>
    <message>
        <source>Showing %1 as implementation %2</source>
        <translation>Mostrando %1 como la implementación %2</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TraceController</name>
    <message>
        <source>Thread trace</source>
        <translation>Traza del hilo</translation>
    </message>
    <message>
        <source>%1 at line %2: %3</source>
        <translation>%1 en la línea %2: %3</translation>
    </message>
    <message>
        <source>This run has no provenance: profile the task (Run › Profile) to see who wrote each element.</source>
        <translation>Esta ejecución no tiene información de procedencia: perfile la tarea (Ejecución › Perfilar) para ver quién escribió cada elemento.</translation>
    </message>
    <message>
        <source>Click an element of the heatmap to see which thread wrote it last.</source>
        <translation>Haga clic en un elemento del mapa de calor para ver qué hilo lo escribió por última vez.</translation>
    </message>
    <message>
        <source>No thread wrote %1 in the analysed launch.</source>
        <translation>Ningún hilo escribió %1 en el lanzamiento analizado.</translation>
    </message>
    <message>
        <source>%1 has no provenance records (only outputs and inout buffers are watched).</source>
        <translation>%1 no tiene registros de procedencia (solo se vigilan las salidas y los búferes inout).</translation>
    </message>
    <message>
        <source>Provenance describes the analysed first seed; this is seed %1.</source>
        <translation>La procedencia describe la primera semilla, la analizada; esta es la semilla %1.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>No hay ninguna tarea abierta</translation>
    </message>
    <message>
        <source>Open the task of this run before tracing one of its threads.</source>
        <translation>Abra la tarea de esta ejecución antes de trazar uno de sus hilos.</translation>
    </message>
    <message>
        <source>The trace failed: %1</source>
        <translation>La traza falló: %1</translation>
    </message>
    <message>
        <source>The trace failed</source>
        <translation>La traza falló</translation>
    </message>
    <message numerus="yes">
        <source>Trace finished: %n step(s)</source>
        <translation>
            <numerusform>Traza terminada: %n paso</numerusform>
            <numerusform>Traza terminada: %n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>Escrito por %1.</translation>
    </message>
    <message>
        <source>on the emulator</source>
        <translation>en el emulador</translation>
    </message>
    <message>
        <source>The trace did not start</source>
        <translation>La traza no empezó</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <source>Tracing block (%1, %2, %3), thread (%4, %5, %6) %7…</source>
        <translation>Trazando el bloque (%1, %2, %3), hilo (%4, %5, %6) %7…</translation>
    </message>
    <message>
        <source>the trace on %1</source>
        <translation>la traza en %1</translation>
    </message>
    <message>
        <source>Accept the key and trace again</source>
        <translation>Aceptar la clave y volver a trazar</translation>
    </message>
    <message>
        <source>Cancelled %1; nothing was changed</source>
        <translation>Se canceló %1; no se cambió nada</translation>
    </message>
</context>
<context>
    <name>warpscope::session::BatchJobsModel</name>
    <message>
        <source>sweep of %1</source>
        <translation>barrido de %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Fetched into %1</source>
        <translation>Traído a %1</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>benchmark of %1</source>
        <translation>benchmark de %1</translation>
    </message>
</context>
<context>
    <name>warpscope::session::RemoteRunner</name>
    <message>
        <source>The run on %1 finished but the bundle it sent back is unreadable: %2</source>
        <translation>La ejecución en %1 terminó, pero el paquete que devolvió no se puede leer: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::ReviewDocument</name>
    <message>
        <source>The review %1 could not be opened: %2</source>
        <translation>No se pudo abrir la revisión %1: %2</translation>
    </message>
    <message>
        <source>The recovery folder %1 holds no review; discard it.</source>
        <translation>La carpeta de recuperación %1 no contiene ninguna revisión; descártela.</translation>
    </message>
    <message>
        <source>The autosaved review could not be read: %1</source>
        <translation>No se pudo leer la revisión guardada automáticamente: %1</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Warpscope; it is left as it is. Update Warpscope, or save this review elsewhere with Save review as.</source>
        <translation>%1 se guardó con una versión más reciente de Warpscope; se deja tal como está. Actualice Warpscope o guarde esta revisión en otro lugar con Guardar revisión como.</translation>
    </message>
    <message>
        <source>This review has no folder yet; use Save review as.</source>
        <translation>Esta revisión aún no tiene carpeta; use Guardar revisión como.</translation>
    </message>
    <message>
        <source>baseline: %1</source>
        <translation>línea base: %1</translation>
    </message>
    <message>
        <source>baseline: %1 (profile)</source>
        <translation>línea base: %1 (perfil)</translation>
    </message>
</context>
<context>
    <name>warpscope::session::ReviewSteps</name>
    <message>
        <source>No task is open.</source>
        <translation>No hay ninguna tarea abierta.</translation>
    </message>
    <message>
        <source>No review is open.</source>
        <translation>No hay ninguna revisión abierta.</translation>
    </message>
    <message>
        <source>The source changed since; run this step again.</source>
        <translation>El código ha cambiado desde entonces; vuelva a ejecutar este paso.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Compilar</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfilar</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>The source is saved.</source>
        <translation>El código está guardado.</translation>
    </message>
    <message>
        <source>Not compiled yet.</source>
        <translation>Aún no compilado.</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Aún no ejecutado.</translation>
    </message>
    <message>
        <source>Nothing to compare yet: run the task first.</source>
        <translation>Nada que comparar aún: ejecute primero la tarea.</translation>
    </message>
    <message>
        <source>Not profiled yet.</source>
        <translation>Aún no perfilado.</translation>
    </message>
    <message>
        <source>The source has unsaved changes.</source>
        <translation>El código tiene cambios sin guardar.</translation>
    </message>
    <message numerus="yes">
        <source>Compilation failed with %n error(s).</source>
        <translation>
            <numerusform>La compilación falló con %n error.</numerusform>
            <numerusform>La compilación falló con %n errores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled with %n warning(s).</source>
        <translation>
            <numerusform>Compilado con %n advertencia.</numerusform>
            <numerusform>Compilado con %n advertencias.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiled without warnings.</source>
        <translation>Compilado sin advertencias.</translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) failed.</source>
        <translation>
            <numerusform>%n salida falló.</numerusform>
            <numerusform>%n salidas fallaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s).</source>
        <translation>
            <numerusform>%n hallazgo.</numerusform>
            <numerusform>%n hallazgos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every output passed, but the run reported %n finding(s).</source>
        <translation>
            <numerusform>Todas las salidas son correctas, pero la ejecución informó de %n hallazgo.</numerusform>
            <numerusform>Todas las salidas son correctas, pero la ejecución informó de %n hallazgos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every output passed; no findings.</source>
        <translation>Todas las salidas son correctas; sin hallazgos.</translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) differ from the reference beyond the tolerance.</source>
        <translation>
            <numerusform>%n salida difiere de la referencia más allá de la tolerancia.</numerusform>
            <numerusform>%n salidas difieren de la referencia más allá de la tolerancia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within tolerance, with %n warning(s) to check (e.g. a tolerance so loose that zeros would pass).</source>
        <translation>
            <numerusform>Dentro de la tolerancia, con %n advertencia que revisar (p. ej., una tolerancia tan holgada que pasarían ceros).</numerusform>
            <numerusform>Dentro de la tolerancia, con %n advertencias que revisar (p. ej., una tolerancia tan holgada que pasarían ceros).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every output matches the reference within the tolerance.</source>
        <translation>Todas las salidas coinciden con la referencia dentro de la tolerancia.</translation>
    </message>
    <message>
        <source>The profile could not be taken.</source>
        <translation>No se pudo obtener el perfil.</translation>
    </message>
    <message numerus="yes">
        <source>The profile points out %n issue(s).</source>
        <translation>
            <numerusform>El perfil señala %n problema.</numerusform>
            <numerusform>El perfil señala %n problemas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile points out no issues.</source>
        <translation>El perfil no señala ningún problema.</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of evidence</source>
        <translation>
            <numerusform>%n prueba</numerusform>
            <numerusform>%n pruebas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checklist item(s) open</source>
        <translation>
            <numerusform>%n elemento de la lista pendiente</numerusform>
            <numerusform>%n elementos de la lista pendientes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fallido</numerusform>
            <numerusform>%n fallidos</numerusform>
        </translation>
    </message>
    <message>
        <source>The review has not started.</source>
        <translation>La revisión no ha comenzado.</translation>
    </message>
    <message>
        <source>The review is in progress.</source>
        <translation>La revisión está en curso.</translation>
    </message>
    <message>
        <source>Every checklist item is decided.</source>
        <translation>Todos los elementos de la lista están decididos.</translation>
    </message>
    <message>
        <source>Stopped (%1): a launch did not complete, so the outputs were not judged. %2</source>
        <translation>Detenida (%1): un lanzamiento no terminó, así que las salidas no se juzgaron. %2</translation>
    </message>
    <message>
        <source>Stopped (%1): the profiled launch did not complete; its counts cover only what ran. %2</source>
        <translation>Detenido (%1): el lanzamiento perfilado no terminó; sus recuentos cubren solo lo que se ejecutó. %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::Session</name>
    <message>
        <source>The worker ran past its deadline and was restarted: %1</source>
        <translation>El proceso de trabajo superó su plazo y se reinició: %1</translation>
    </message>
    <message>
        <source>The worker crashed and was restarted: %1</source>
        <translation>El proceso de trabajo se bloqueó y se reinició: %1</translation>
    </message>
    <message>
        <source>The GPU context was lost (sticky CUDA error); the worker was restarted: %1</source>
        <translation>Se perdió el contexto de la GPU (error CUDA persistente); el proceso de trabajo se reinició: %1</translation>
    </message>
    <message>
        <source>The worker is stopped after repeated failures; restart it from the status bar.</source>
        <translation>El proceso de trabajo está detenido tras fallos repetidos; reinícielo desde la barra de estado.</translation>
    </message>
    <message>
        <source>Replaced by a newer request.</source>
        <translation>Sustituido por una solicitud más reciente.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The worker&apos;s compile result is unreadable: %1</source>
        <translation>No se puede leer el resultado de compilación del proceso de trabajo: %1</translation>
    </message>
    <message>
        <source>The run finished but its result bundle %1 is unreadable: %2</source>
        <translation>La ejecución terminó, pero no se puede leer su paquete de resultados %1: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::SlurmAllocation</name>
    <message>
        <source>Slurm: waiting in the queue of %1 for an allocation (withdrawn after %2 s)…</source>
        <translation>Slurm: esperando en la cola de %1 una asignación (se retira tras %2 s)…</translation>
    </message>
    <message>
        <source>Slurm job %1: granted</source>
        <translation>Trabajo de Slurm %1: concedido</translation>
    </message>
    <message>
        <source>Slurm job %1 was given back (scancel).</source>
        <translation>El trabajo de Slurm %1 se devolvió (scancel).</translation>
    </message>
    <message>
        <source>The request for a Slurm allocation was dropped.</source>
        <translation>Se abandonó la solicitud de asignación de Slurm.</translation>
    </message>
    <message>
        <source>Slurm job %1: state unknown (%2)</source>
        <translation>Trabajo de Slurm %1: estado desconocido (%2)</translation>
    </message>
    <message>
        <source>Slurm job %1 has ended (its time limit, or cancelled outside Warpscope); the next run asks for a new allocation.</source>
        <translation>El trabajo de Slurm %1 ha terminado (su límite de tiempo, o se canceló fuera de Warpscope); la próxima ejecución pedirá una asignación nueva.</translation>
    </message>
    <message>
        <source>Slurm job %1: PENDING (%2)</source>
        <translation>Trabajo de Slurm %1: PENDING (%2)</translation>
    </message>
    <message>
        <source>Slurm job %1: RUNNING on %2, %3 left</source>
        <translation>Trabajo de Slurm %1: RUNNING en %2, quedan %3</translation>
    </message>
    <message>
        <source>Slurm job %1: %2</source>
        <translation>Trabajo de Slurm %1: %2</translation>
    </message>
    <message>
        <source>Slurm: PENDING (%1) in the queue of %2; the request is withdrawn after %3 s…</source>
        <translation>Slurm: PENDING (%1) en la cola de %2; la solicitud se retira tras %3 s…</translation>
    </message>
</context>
<context>
    <name>warpscope::session::TargetsModel</name>
    <message>
        <source>ssh</source>
        <translation>ssh</translation>
    </message>
    <message>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>esta máquina</translation>
    </message>
    <message>
        <source>A target named “%1” exists already; choose another name.</source>
        <translation>Ya existe un destino llamado «%1»; elija otro nombre.</translation>
    </message>
    <message>
        <source>The targets file %1 could not be written: %2</source>
        <translation>No se pudo escribir el archivo de destinos %1: %2</translation>
    </message>
    <message>
        <source>%1
warpscope-cli there: %2</source>
        <translation>%1
warpscope-cli allí: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
</context>
<context>
    <name>warpscope::session::TaskDocument</name>
    <message>
        <source>No task is open.</source>
        <translation>No hay ninguna tarea abierta.</translation>
    </message>
    <message>
        <source>%1 holds none of the task&apos;s kernels; its kernel sources are %2.</source>
        <translation>%1 no contiene ninguno de los kernels de la tarea; sus fuentes de kernel son %2.</translation>
    </message>
    <message>
        <source>%1 holds none of implementation %2&apos;s kernels; the implementations in it are %3.</source>
        <translation>%1 no contiene ningún kernel de la implementación %2; las implementaciones que contiene son %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
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
    <name>warpscope::widgets::AnnotationEditor</name>
    <message>
        <source>Annotate evidence</source>
        <translation>Anotar prueba</translation>
    </message>
    <message>
        <source>Caption: what this shows and why it matters</source>
        <translation>Pie: qué muestra esto y por qué importa</translation>
    </message>
    <message>
        <source>Callout text, Enter to place</source>
        <translation>Texto de la llamada; Intro para colocarla</translation>
    </message>
    <message>
        <source>Save to review</source>
        <translation>Guardar en la revisión</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Flecha</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Elipse</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Resaltado</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Lápiz</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Redact</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Crop</source>
        <translation>Recortar</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Grosor de línea</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>Acercar (+, Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Zoom out (-, Ctrl+wheel)</source>
        <translation>Alejar (-, Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Fit the capture to the window (0)</source>
        <translation>Ajustar la captura a la ventana (0)</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>One capture pixel per screen pixel (1)</source>
        <translation>Un píxel de la captura por píxel de pantalla (1)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::AnnotationScene</name>
    <message>
        <source>arrow</source>
        <translation>flecha</translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation>rectángulo</translation>
    </message>
    <message>
        <source>ellipse</source>
        <translation>elipse</translation>
    </message>
    <message>
        <source>highlight</source>
        <translation>resaltado</translation>
    </message>
    <message>
        <source>freehand line</source>
        <translation>trazo a mano alzada</translation>
    </message>
    <message>
        <source>text callout</source>
        <translation>llamada de texto</translation>
    </message>
    <message>
        <source>numbered marker</source>
        <translation>marcador numerado</translation>
    </message>
    <message>
        <source>redaction</source>
        <translation>ocultación</translation>
    </message>
    <message>
        <source>crop</source>
        <translation>recorte</translation>
    </message>
    <message>
        <source>Crop</source>
        <translation>Recortar</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::AsmLexer</name>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Directive</source>
        <translation>Directiva</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instrucción</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Predicado</translation>
    </message>
    <message>
        <source>String</source>
        <translation>Cadena</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BaselineVerdictModel</name>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Mismatches (worst seed)</source>
        <translation>Discrepancias (peor semilla)</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / sin escribir</translation>
    </message>
    <message>
        <source>Max abs error</source>
        <translation>Error abs. máx.</translation>
    </message>
    <message>
        <source>Max rel error</source>
        <translation>Error rel. máx.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>ULP máx.</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLA</translation>
    </message>
    <message>
        <source>now passes</source>
        <translation>ahora pasa</translation>
    </message>
    <message>
        <source>now fails</source>
        <translation>ahora falla</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>same</source>
        <translation>igual</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Línea base</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BaselineVerdictTable</name>
    <message>
        <source>No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it.</source>
        <translation>Sin línea base: fije una ejecución o un perfil (Ejecución › Fijar como línea base) para comparar otros con ella.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BatchJobsDialog</name>
    <message>
        <source>&amp;Fetch results</source>
        <translation>&amp;Traer resultados</translation>
    </message>
    <message>
        <source>&amp;Cancel job (scancel)</source>
        <translation>&amp;Cancelar trabajo (scancel)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>Slurm batch jobs</source>
        <translation>Trabajos por lotes de Slurm</translation>
    </message>
    <message>
        <source>Read the selected job&apos;s state and, once it completed, show its results</source>
        <translation>Lee el estado del trabajo seleccionado y, cuando haya terminado, muestra sus resultados</translation>
    </message>
    <message>
        <source>Cancel the selected job on the cluster (scancel); its results are lost</source>
        <translation>Cancela el trabajo seleccionado en el clúster (scancel); sus resultados se pierden</translation>
    </message>
    <message>
        <source>Read every unfinished job&apos;s state now (it is also read every minute)</source>
        <translation>Lee ahora el estado de cada trabajo sin terminar (también se lee cada minuto)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BookmarksModel</name>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ChecklistPane</name>
    <message>
        <source>Pass</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>No aplicable</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Correct across seeds and shapes: every output matches the reference for every seed and for awkward shapes (not a multiple of the block, 1, primes, large).</source>
        <translation>Correcto con todas las semillas y formas: cada salida coincide con la referencia para cada semilla y para formas incómodas (no múltiplo del bloque, 1, primos, grandes).</translation>
    </message>
    <message>
        <source>Tolerance justified: the absolute, relative and ULP tolerances fit the dtype and the accumulation length.</source>
        <translation>Tolerancia justificada: las tolerancias absoluta, relativa y en ULP se ajustan al tipo de datos y a la longitud de acumulación.</translation>
    </message>
    <message>
        <source>No vacuous pass: an all-zero or unchanged output would fail, and the reference is not constant.</source>
        <translation>Sin aprobados triviales: una salida toda a cero o sin cambios fallaría, y la referencia no es constante.</translation>
    </message>
    <message>
        <source>Benchmark fair: warm-up, repeated runs, median and spread, L2 state stated, the same inputs and sizes for baseline and candidate, no work outside the timed region.</source>
        <translation>Benchmark justo: calentamiento, ejecuciones repetidas, mediana y dispersión, estado de L2 indicado, mismas entradas y tamaños para la versión base y la candidata, sin trabajo fuera de la región medida.</translation>
    </message>
    <message>
        <source>Resources and occupancy: registers, spills, shared memory and occupancy are reasonable for the launch.</source>
        <translation>Recursos y ocupación: registros, volcados, memoria compartida y ocupación son razonables para el lanzamiento.</translation>
    </message>
    <message>
        <source>Findings: out-of-bounds accesses, races, uninitialised reads and divergent barriers are absent or explained.</source>
        <translation>Hallazgos: los accesos fuera de límites, las condiciones de carrera, las lecturas sin inicializar y las barreras divergentes están ausentes o explicados.</translation>
    </message>
    <message>
        <source>Derived from the checklist</source>
        <translation>Derivado de la lista de comprobación</translation>
    </message>
    <message>
        <source>Overall verdict:</source>
        <translation>Veredicto general:</translation>
    </message>
    <message>
        <source>Note (Markdown): what you checked and what you found</source>
        <translation>Nota (Markdown): qué se comprobó y qué se encontró</translation>
    </message>
    <message>
        <source>Cite evidence…</source>
        <translation>Citar pruebas…</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Pruebas: %1</translation>
    </message>
    <message>
        <source>No evidence yet: capture a pane with Ctrl+Shift+P</source>
        <translation>Aún no hay pruebas: capture un panel con Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>The review&apos;s verdict: %1</source>
        <translation>Veredicto de la revisión: %1</translation>
    </message>
    <message>
        <source>Translation or fusion preserves semantics: on the same seeds every implementation gives the result of the others (bit-identical or within tolerance), and each pair that differs is explained by its difference view.</source>
        <translation>La traducción o fusión conserva la semántica: con las mismas semillas cada implementación da el resultado de las demás (idéntico bit a bit o dentro de la tolerancia), y cada par que difiere se explica con su vista de diferencias.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::CompileDiffView</name>
    <message>
        <source>Compile both and compare</source>
        <translation>Compilar ambos y comparar</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>PTX</source>
        <translation>PTX</translation>
    </message>
    <message>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>PTX: %1 lines removed, %2 added. SASS: %3 removed, %4 added.</source>
        <translation>PTX: %1 líneas eliminadas, %2 añadidas. SASS: %3 eliminadas, %4 añadidas.</translation>
    </message>
    <message>
        <source>Implementation:</source>
        <translation>Implementación:</translation>
    </message>
    <message>
        <source>The [[implementation]] this side compiles, at its own architecture when it names one: two implementations (a translation, a migration to another arch) or the same one under two option sets</source>
        <translation>La [[implementation]] que compila este lado, con su propia arquitectura si la indica: dos implementaciones (una traducción, una migración a otra arquitectura) o la misma con dos conjuntos de opciones</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::CompileOptionsPanel</name>
    <message>
        <source>Line info (-lineinfo)</source>
        <translation>Información de línea (-lineinfo)</translation>
    </message>
    <message>
        <source>Device debug (-G)</source>
        <translation>Depuración de dispositivo (-G)</translation>
    </message>
    <message>
        <source>Fast math (--use_fast_math)</source>
        <translation>Matemáticas rápidas (--use_fast_math)</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Compilar</translation>
    </message>
    <message>
        <source>Needed to link source lines to PTX and SASS.</source>
        <translation>Necesario para vincular las líneas de código con PTX y SASS.</translation>
    </message>
    <message>
        <source>Debug code: no optimisation, and line info replaced by debug info.</source>
        <translation>Código de depuración: sin optimización, y la información de línea se sustituye por información de depuración.</translation>
    </message>
    <message>
        <source>NAME or NAME=VALUE, separated by spaces or commas</source>
        <translation>NOMBRE o NOMBRE=VALOR, separados por espacios o comas</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Compile the editor&apos;s text (Ctrl+B)</source>
        <translation>Compilar el texto del editor (Ctrl+B)</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <source>Flush denormals (-ftz)</source>
        <translation>Desnormales a cero (-ftz)</translation>
    </message>
    <message>
        <source>Precise division (-prec-div)</source>
        <translation>División precisa (-prec-div)</translation>
    </message>
    <message>
        <source>Precise sqrt (-prec-sqrt)</source>
        <translation>Raíz cuadrada precisa (-prec-sqrt)</translation>
    </message>
    <message>
        <source>Fused multiply-add (-fmad)</source>
        <translation>Multiplicación-suma fusionada (-fmad)</translation>
    </message>
    <message>
        <source>Defines (-D)</source>
        <translation>Definiciones (-D)</translation>
    </message>
    <message>
        <source>C++ standard (-std)</source>
        <translation>Estándar de C++ (-std)</translation>
    </message>
    <message>
        <source>Max registers</source>
        <translation>Máximo de registros</translation>
    </message>
    <message>
        <source>On (true)</source>
        <translation>Activado (true)</translation>
    </message>
    <message>
        <source>Off (false)</source>
        <translation>Desactivado (false)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DeviceOutputModel</name>
    <message>
        <source>The source line of the printf or assert</source>
        <translation>La línea de código del printf o assert</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Hilo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DeviceOutputView</name>
    <message>
        <source>Click a line to show the printf that printed it</source>
        <translation>Haga clic en una línea para ver el printf que la imprimió</translation>
    </message>
    <message>
        <source>Output truncated: the kernel printed more than the printf FIFO holds (%1 bytes); raise [launch] printf_fifo in task.toml to see the rest.</source>
        <translation>Salida truncada: el kernel imprimió más de lo que cabe en el FIFO de printf (%1 bytes); aumente [launch] printf_fifo en task.toml para ver el resto.</translation>
    </message>
    <message>
        <source>The kernel printed nothing in this run.</source>
        <translation>El kernel no imprimió nada en esta ejecución.</translation>
    </message>
    <message>
        <source>Run the task to see what the kernel prints with printf.</source>
        <translation>Ejecute la tarea para ver lo que el kernel imprime con printf.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DiagnosticsModel</name>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>remark</source>
        <translation>observación</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Sugerencia</translation>
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
    <name>warpscope::widgets::ErrorHistogram</name>
    <message>
        <source>ULP distance</source>
        <translation>Distancia en ULP</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>elementos</translation>
    </message>
    <message>
        <source>NaN/Inf/unwritten</source>
        <translation>NaN/Inf/sin escribir</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::EvidencePane</name>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Capture window</source>
        <translation>Capturar ventana</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Exportar informe…</translation>
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
    <name>warpscope::widgets::FindingsList</name>
    <message>
        <source>No findings: the sanitizers (memcheck, racecheck, initcheck, synccheck, asynccheck) found nothing in the profiled launch.</source>
        <translation>Sin hallazgos: los sanitizadores (memcheck, racecheck, initcheck, synccheck, asynccheck) no encontraron nada en el lanzamiento perfilado.</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to run the sanitizers on it.</source>
        <translation>Perfile la tarea (Ejecución › Perfilar) para ejecutar los sanitizadores sobre ella.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export findings</source>
        <translation>Exportar hallazgos</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::FindingsModel</name>
    <message>
        <source>An access outside its buffer, shared memory or stack frame (memcheck)</source>
        <translation>Un acceso fuera de su búfer, de la memoria compartida o del marco de pila (memcheck)</translation>
    </message>
    <message>
        <source>An address that is not a multiple of the access size (memcheck)</source>
        <translation>Una dirección que no es múltiplo del tamaño del acceso (memcheck)</translation>
    </message>
    <message>
        <source>Two threads touched the same shared memory between barriers, at least one of them writing (racecheck)</source>
        <translation>Dos hilos accedieron a la misma memoria compartida entre barreras y al menos uno escribió (racecheck)</translation>
    </message>
    <message>
        <source>A read of memory that was never written (initcheck)</source>
        <translation>Una lectura de memoria que nunca se escribió (initcheck)</translation>
    </message>
    <message>
        <source>A barrier that not every thread reaches (synccheck)</source>
        <translation>Una barrera a la que no llegan todos los hilos (synccheck)</translation>
    </message>
    <message>
        <source>A warp-synchronous instruction whose member mask does not match the lanes that execute it (synccheck)</source>
        <translation>Una instrucción síncrona de warp cuya máscara de miembros no coincide con los carriles que la ejecutan (synccheck)</translation>
    </message>
    <message>
        <source>The kernel executed trap or brkpt</source>
        <translation>El kernel ejecutó trap o brkpt</translation>
    </message>
    <message>
        <source>The run used up its instruction budget</source>
        <translation>La ejecución agotó su presupuesto de instrucciones</translation>
    </message>
    <message>
        <source>An instruction the emulator does not implement</source>
        <translation>Una instrucción que el emulador no implementa</translation>
    </message>
    <message>
        <source>The run was cancelled</source>
        <translation>La ejecución se canceló</translation>
    </message>
    <message>
        <source>A device assert() failed</source>
        <translation>Falló un assert() del dispositivo</translation>
    </message>
    <message>
        <source>A printf whose format string or arguments could not be read</source>
        <translation>Un printf cuya cadena de formato o cuyos argumentos no se pudieron leer</translation>
    </message>
    <message>
        <source>A call, alloca or recursion outgrew the per-thread stack</source>
        <translation>Una llamada, un alloca o una recursión desbordó la pila del hilo</translation>
    </message>
    <message>
        <source>The run&apos;s time limit passed</source>
        <translation>Se superó el límite de tiempo de la ejecución</translation>
    </message>
    <message>
        <source>An allocation failed while the launch ran</source>
        <translation>Falló una reserva de memoria durante el lanzamiento</translation>
    </message>
    <message>
        <source>Memory read or overwritten while an asynchronous copy (cp.async) or wgmma using it is still in flight: no wait retired it yet (asynccheck)</source>
        <translation>Memoria leída o sobrescrita mientras una copia asíncrona (cp.async) o un wgmma que la usa sigue en curso: ninguna espera la ha retirado aún (asynccheck)</translation>
    </message>
    <message>
        <source>Warps wait on an mbarrier phase that can never complete (asynccheck)</source>
        <translation>Los warps esperan una fase de mbarrier que nunca puede completarse (asynccheck)</translation>
    </message>
    <message>
        <source>Another problem the emulator found</source>
        <translation>Otro problema que encontró el emulador</translation>
    </message>
    <message>
        <source> byte %1</source>
        <translation> byte %1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source> vs %1</source>
        <translation> frente a %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>PTX line</source>
        <translation>Línea PTX</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Hilo</translation>
    </message>
    <message>
        <source>Buffer / address</source>
        <translation>Búfer / dirección</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Recuento</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>How many occurrences the sanitizer folded into this row</source>
        <translation>Cuántas apariciones agrupó el sanitizador en esta fila</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HeatmapView</name>
    <message>
        <source>absolute error</source>
        <translation>error absoluto</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>error relativo</translation>
    </message>
    <message>
        <source>ULP</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>0 pass, 1 fail</source>
        <translation>0 correcto, 1 fallo</translation>
    </message>
    <message>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <source>log10(%1)</source>
        <translation>log10(%1)</translation>
    </message>
    <message>
        <source>Warpscope heatmap</source>
        <translation>Mapa de calor de Warpscope</translation>
    </message>
    <message>
        <source>Export heatmap</source>
        <translation>Exportar mapa de calor</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>column</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>ULP distance</source>
        <translation>Distancia en ULP</translation>
    </message>
    <message>
        <source>Absolute error</source>
        <translation>Error absoluto</translation>
    </message>
    <message>
        <source>Relative error</source>
        <translation>Error relativo</translation>
    </message>
    <message>
        <source>Pass / fail</source>
        <translation>Correcto / fallo</translation>
    </message>
    <message>
        <source>Output value</source>
        <translation>Valor de salida</translation>
    </message>
    <message>
        <source>Reference value</source>
        <translation>Valor de referencia</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Escala logarítmica</translation>
    </message>
    <message>
        <source>Fold width:</source>
        <translation>Ancho de fila:</translation>
    </message>
    <message>
        <source>A 1-D output is drawn in rows of this many elements</source>
        <translation>Una salida 1-D se dibuja en filas de este número de elementos</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>This run has no such output.</source>
        <translation>Esta ejecución no tiene esa salida.</translation>
    </message>
    <message>
        <source>Run the task (F5) to see where its outputs differ from the reference.</source>
        <translation>Ejecute la tarea (F5) para ver dónde difieren sus salidas de la referencia.</translation>
    </message>
    <message>
        <source>Slice:</source>
        <translation>Corte:</translation>
    </message>
    <message>
        <source>Index of dimension %1 (of %2)</source>
        <translation>Índice de la dimensión %1 (de %2)</translation>
    </message>
    <message>
        <source>No output selected.</source>
        <translation>No hay ninguna salida seleccionada.</translation>
    </message>
    <message>
        <source>The tensors of “%1” were not kept for this seed (the run went past its memory budget); choose the first seed or run fewer seeds.</source>
        <translation>Los tensores de «%1» no se conservaron para esta semilla (la ejecución superó su presupuesto de memoria); elija la primera semilla o ejecute menos semillas.</translation>
    </message>
    <message>
        <source>%1 %2
value %3
reference %4
abs %5  rel %6  ULP %7
%8</source>
        <translation>%1 %2
valor %3
referencia %4
abs %5  rel %6  ULP %7
%8</translation>
    </message>
    <message>
        <source>
(the worst of a %1 × %2 block)</source>
        <translation>
(el peor de un bloque de %1 × %2)</translation>
    </message>
    <message>
        <source>Selected %1 %2 (flat %3): value %4, reference %5, abs error %6, rel error %7, %8 ULP — %9</source>
        <translation>Seleccionado %1 %2 (plano %3): valor %4, referencia %5, error abs. %6, error rel. %7, %8 ULP — %9</translation>
    </message>
    <message>
        <source>suspect</source>
        <translation>sospechoso</translation>
    </message>
    <message>
        <source>No output element was last written by a thread that a finding names (or the run was not profiled)</source>
        <translation>Ningún elemento de salida lo escribió por última vez un hilo nombrado en un hallazgo (o la ejecución no se perfiló)</translation>
    </message>
    <message>
        <source>Mark the elements whose last writer is a thread that a finding (race, out of bounds, misaligned, uninitialised read) names</source>
        <translation>Marcar los elementos cuyo último escritor es un hilo nombrado en un hallazgo (carrera, fuera de límites, desalineado, lectura sin inicializar)</translation>
    </message>
    <message>
        <source>
Suspect: its last writer is the thread that finding %1 names: %2</source>
        <translation>
Sospechoso: su último escritor es el hilo que nombra el hallazgo %1: %2</translation>
    </message>
    <message>
        <source>Suspects</source>
        <translation>Sospechosos</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#ff8c00&apos;&gt;■&lt;/span&gt; Inf &amp;nbsp; &lt;span style=&apos;color:#ff00ff&apos;&gt;■&lt;/span&gt; NaN &amp;nbsp; &lt;span style=&apos;color:#141414&apos;&gt;■&lt;/span&gt; unwritten &amp;nbsp; &lt;span style=&apos;color:#96a0b9&apos;&gt;■&lt;/span&gt; not compared (outside the region or mask) &amp;nbsp; &lt;span style=&apos;color:#ff2828&apos;&gt;✕&lt;/span&gt; suspect: written by a thread a finding names &amp;nbsp; &lt;i&gt;Drag to pan, wheel to zoom, click an element for details.&lt;/i&gt;</source>
        <translation>&lt;span style=&apos;color:#ff8c00&apos;&gt;■&lt;/span&gt; Inf &amp;nbsp; &lt;span style=&apos;color:#ff00ff&apos;&gt;■&lt;/span&gt; NaN &amp;nbsp; &lt;span style=&apos;color:#141414&apos;&gt;■&lt;/span&gt; sin escribir &amp;nbsp; &lt;span style=&apos;color:#96a0b9&apos;&gt;■&lt;/span&gt; no comparado (fuera de la región o la máscara) &amp;nbsp; &lt;span style=&apos;color:#ff2828&apos;&gt;✕&lt;/span&gt; sospechoso: escrito por un hilo nombrado en un hallazgo &amp;nbsp; &lt;i&gt;Arrastre para desplazar, use la rueda para ampliar y haga clic en un elemento para ver detalles.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The reference failed for this seed, so “%1” was not compared: %2</source>
        <translation>La referencia falló en esta semilla, así que «%1» no se comparó: %2</translation>
    </message>
    <message>
        <source>max_ulp %1</source>
        <translation>max_ulp %1</translation>
    </message>
    <message>
        <source>atol %1</source>
        <translation>atol %1</translation>
    </message>
    <message>
        <source>rtol %1</source>
        <translation>rtol %1</translation>
    </message>
    <message>
        <source>%1: every compared element is exact</source>
        <translation>%1: todos los elementos comparados son exactos</translation>
    </message>
    <message>
        <source>%1 (tolerance %2)</source>
        <translation>%1 (tolerancia %2)</translation>
    </message>
    <message>
        <source>%1 (no ULP rule: %2 judges)</source>
        <translation>%1 (sin regla ULP: juzga %2)</translation>
    </message>
    <message>
        <source>Seed %1 stopped (%2): the launch did not complete, so this map shows only what it wrote before it stopped. %3</source>
        <translation>La semilla %1 se detuvo (%2): el lanzamiento no terminó, así que este mapa muestra solo lo que escribió antes de detenerse. %3</translation>
    </message>
    <message>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message>
        <source>early</source>
        <translation>antes de tiempo</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HotspotModel</name>
    <message>
        <source>new</source>
        <translation>nueva</translation>
    </message>
    <message>
        <source>This line has no counterpart in the baseline %1</source>
        <translation>Esta línea no tiene equivalente en la línea base %1</translation>
    </message>
    <message>
        <source>Baseline %1, line %2: %3 %4; this line: %5</source>
        <translation>Línea base %1, línea %2: %3 %4; esta línea: %5</translation>
    </message>
    <message>
        <source>excess sectors</source>
        <translation>sectores en exceso</translation>
    </message>
    <message>
        <source>excess wavefronts</source>
        <translation>wavefronts en exceso</translation>
    </message>
    <message>
        <source>PTX %1: %2</source>
        <translation>PTX %1: %2</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Executed</source>
        <translation>Ejecutadas</translation>
    </message>
    <message>
        <source>Lane eff.</source>
        <translation>Efic. carriles</translation>
    </message>
    <message>
        <source>Sectors/req</source>
        <translation>Sectores/sol.</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Sectores excesivos</translation>
    </message>
    <message>
        <source>Shared wavefronts</source>
        <translation>Wavefronts compartidos</translation>
    </message>
    <message>
        <source>Conflict ways</source>
        <translation>Vías de conflicto</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Divergent</source>
        <translation>Divergentes</translation>
    </message>
    <message>
        <source>L1 hit %</source>
        <translation>acierto L1 %</translation>
    </message>
    <message>
        <source>L2 hit %</source>
        <translation>acierto L2 %</translation>
    </message>
    <message>
        <source>DRAM bytes</source>
        <translation>Bytes DRAM</translation>
    </message>
    <message>
        <source>PTX instruction</source>
        <translation>Instrucción PTX</translation>
    </message>
    <message>
        <source>Δ excess sectors</source>
        <translation>Δ sectores en exceso</translation>
    </message>
    <message>
        <source>Δ bank conflicts</source>
        <translation>Δ conflictos de banco</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>Línea de código</translation>
    </message>
    <message>
        <source>Instructions Executed (warp level)</source>
        <translation>Instructions Executed (nivel de warp)</translation>
    </message>
    <message>
        <source>Warp Execution Efficiency: active lanes / 32</source>
        <translation>Warp Execution Efficiency: carriles activos / 32</translation>
    </message>
    <message>
        <source>L2 Theoretical Sectors Global / L1 Requests Global</source>
        <translation>L2 Theoretical Sectors Global / L1 Requests Global</translation>
    </message>
    <message>
        <source>L2 Theoretical Sectors Global Ideal / L1 Requests Global</source>
        <translation>L2 Theoretical Sectors Global Ideal / L1 Requests Global</translation>
    </message>
    <message>
        <source>L2 Theoretical Sectors Global Excessive</source>
        <translation>L2 Theoretical Sectors Global Excessive</translation>
    </message>
    <message>
        <source>L1 Wavefronts Shared</source>
        <translation>L1 Wavefronts Shared</translation>
    </message>
    <message>
        <source>L1 Wavefronts Shared Ideal</source>
        <translation>L1 Wavefronts Shared Ideal</translation>
    </message>
    <message>
        <source>Worst bank-conflict degree (distinct words in one bank in one phase)</source>
        <translation>Peor grado de conflicto de bancos (palabras distintas en un mismo banco en una fase)</translation>
    </message>
    <message>
        <source>Bytes read and written, all memory spaces</source>
        <translation>Bytes leídos y escritos, todos los espacios de memoria</translation>
    </message>
    <message>
        <source>FLOPs (fadd + fmul + 2 × ffma, all types)</source>
        <translation>FLOPs (fadd + fmul + 2 × ffma, todos los tipos)</translation>
    </message>
    <message>
        <source>Divergent Branches</source>
        <translation>Divergent Branches</translation>
    </message>
    <message>
        <source>L1/TEX Hit Rate of global loads (l1tex__t_sector_hit_rate.pct), from the cache model</source>
        <translation>Tasa de aciertos L1/TEX de las cargas globales (l1tex__t_sector_hit_rate.pct), del modelo de caché</translation>
    </message>
    <message>
        <source>L2 Hit Rate (lts__t_sector_hit_rate.pct), from the cache model</source>
        <translation>Tasa de aciertos de L2 (lts__t_sector_hit_rate.pct), del modelo de caché</translation>
    </message>
    <message>
        <source>dram__bytes_read.sum + dram__bytes_write.sum, from the cache model (writes charged to the last writer)</source>
        <translation>dram__bytes_read.sum + dram__bytes_write.sum, del modelo de caché (las escrituras se cargan al último escritor)</translation>
    </message>
    <message>
        <source>The PTX line and opcode of the instruction</source>
        <translation>La línea PTX y el código de operación de la instrucción</translation>
    </message>
    <message>
        <source>Excess global sectors of this line minus those of its counterpart in the pinned baseline (lines paired by their text)</source>
        <translation>Sectores globales en exceso de esta línea menos los de su equivalente en la línea base fijada (líneas emparejadas por su texto)</translation>
    </message>
    <message>
        <source>Excess shared wavefronts (bank conflicts) of this line minus those of its counterpart in the pinned baseline</source>
        <translation>Wavefronts compartidos en exceso (conflictos de banco) de esta línea menos los de su equivalente en la línea base fijada</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HotspotTable</name>
    <message>
        <source>Profile the task (Run › Profile) to see where its time and memory traffic go.</source>
        <translation>Perfile la tarea (Ejecución › Perfilar) para ver en qué se van su tiempo y su tráfico de memoria.</translation>
    </message>
    <message>
        <source>Kernel %1, first seed only. Sort by a column; activate a row to see its line.</source>
        <translation>Kernel %1, solo la primera semilla. Ordene por una columna; active una fila para ver su línea.</translation>
    </message>
    <message>
        <source>Kernel %1 stopped early (a finding, the budget or a cancel): the counts cover what ran.</source>
        <translation>El kernel %1 se detuvo antes de tiempo (un hallazgo, el presupuesto o una cancelación): los recuentos cubren lo que se ejecutó.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Per source line</source>
        <translation>Por línea de código</translation>
    </message>
    <message>
        <source>Per PTX instruction</source>
        <translation>Por instrucción PTX</translation>
    </message>
    <message>
        <source>Export hot spots</source>
        <translation>Exportar puntos calientes</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ImplementationsModel</name>
    <message>
        <source> (max)</source>
        <translation> (máx.)</translation>
    </message>
    <message>
        <source> (min)</source>
        <translation> (mín.)</translation>
    </message>
    <message>
        <source>%1: %2 registers, %3 B shared</source>
        <translation>%1: %2 registros, %3 B compartidos</translation>
    </message>
    <message>
        <source>Each step is its own launch; the pipeline needs its most demanding step&apos;s:</source>
        <translation>Cada paso es un lanzamiento propio; la cadena necesita lo de su paso más exigente:</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ERROR</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>DETENIDO</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLA</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Language, arch</source>
        <translation>Lenguaje, arquitectura</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Máx. abs</translation>
    </message>
    <message>
        <source>Max rel</source>
        <translation>Máx. rel</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>Máx. ULP</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>Discrepancias</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>Memoria compartida</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Ocupación</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>Tiempo en GPU</translation>
    </message>
    <message>
        <source>Predicted by the emulator from the analysed first seed (Nsight Compute&apos;s name)</source>
        <translation>Predicho por el emulador a partir de la primera semilla analizada (nombre de Nsight Compute)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>no ejecutada</translation>
    </message>
    <message>
        <source>Not run: the comparison was cancelled before this implementation started.</source>
        <translation>No ejecutada: la comparación se canceló antes de que empezara esta implementación.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ImplementationsView</name>
    <message>
        <source>bit-identical</source>
        <translation>idénticos bit a bit</translation>
    </message>
    <message>
        <source>within tolerance</source>
        <translation>dentro de la tolerancia</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>difieren</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>no comparados</translation>
    </message>
    <message>
        <source>The pair of implementations, the output and the seed whose difference is shown</source>
        <translation>El par de implementaciones, la salida y la semilla cuya diferencia se muestra</translation>
    </message>
    <message>
        <source>Migration %1 → %2 (%3): </source>
        <translation>Migración %1 → %2 (%3): </translation>
    </message>
    <message>
        <source>SASS identical</source>
        <translation>SASS idéntico</translation>
    </message>
    <message>
        <source>SASS +%1 −%2 lines</source>
        <translation>SASS +%1 −%2 líneas</translation>
    </message>
    <message>
        <source>; registers %1 → %2</source>
        <translation>; registros %1 → %2</translation>
    </message>
    <message>
        <source>Only one implementation ran: nothing to compare.</source>
        <translation>Solo se ejecutó una implementación: nada que comparar.</translation>
    </message>
    <message>
        <source>No implementations to compare.</source>
        <translation>No hay implementaciones que comparar.</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3 · seed %4 · %5</source>
        <translation>%1 frente a %2 · %3 · semilla %4 · %5</translation>
    </message>
    <message>
        <source>: %1 of %2 elements differ in bits, %3 beyond the tolerance; max abs %4, max rel %5, max ULP %6. First differing element %7: %8 (%9) vs %10 (%11).</source>
        <translation>: %1 de %2 elementos difieren en bits, %3 fuera de la tolerancia; máx. abs %4, máx. rel %5, máx. ULP %6. Primer elemento distinto %7: %8 (%9) frente a %10 (%11).</translation>
    </message>
    <message>
        <source>: all %1 elements have the same bits.</source>
        <translation>: los %1 elementos tienen los mismos bits.</translation>
    </message>
    <message>
        <source>The difference map was not kept (run with a result bundle to see it).</source>
        <translation>El mapa de diferencias no se guardó (ejecute con un paquete de resultados para verlo).</translation>
    </message>
    <message>
        <source>Time on GPU (A/B)</source>
        <translation>Cronometrar en GPU (A/B)</translation>
    </message>
    <message>
        <source>Time each implementation against the first one on the GPU with the fair A/B method</source>
        <translation>Cronometra cada implementación frente a la primera en la GPU con el método A/B equitativo</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>el proceso de trabajo aún no ha informado de ningún dispositivo</translation>
    </message>
    <message>
        <source>%1: %2 registers, %3 B shared%4</source>
        <translation>%1: %2 registros, %3 B compartidos%4</translation>
    </message>
    <message>
        <source>, %1% occupancy</source>
        <translation>, ocupación %1%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Steps of %1: %2</source>
        <translation>Pasos de %1: %2</translation>
    </message>
    <message>
        <source>Stopped (%1) — partial: %2; nothing complete to compare.</source>
        <translation>Detenida (%1) — parcial: %2; no hay nada completo que comparar.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::LastWriterPanel</name>
    <message>
        <source>Last writer</source>
        <translation>Último escritor</translation>
    </message>
    <message>
        <source>The last write in the emulator&apos;s order: blocks in ascending linear index, within a block the order its warps ran in, within one warp instruction the highest lane. When threads race to write an element, this is the writer whose value the emulator kept, not a promise about any GPU.</source>
        <translation>La última escritura en el orden del emulador: bloques por índice lineal ascendente; dentro de un bloque, el orden en que se ejecutaron sus warps; dentro de una instrucción de warp, el carril más alto. Cuando varios hilos compiten por escribir un elemento, este es el escritor cuyo valor conservó el emulador, no una garantía sobre ninguna GPU.</translation>
    </message>
    <message>
        <source>Trace this thread</source>
        <translation>Trazar este hilo</translation>
    </message>
    <message>
        <source>Run the first seed again on the emulator and list every instruction this thread executed with the registers it wrote</source>
        <translation>Volver a ejecutar la primera semilla en el emulador y listar cada instrucción que ejecutó este hilo con los registros que escribió</translation>
    </message>
    <message>
        <source>Click an element of the heatmap to see which thread wrote it last.</source>
        <translation>Haga clic en un elemento del mapa de calor para ver qué hilo lo escribió por última vez.</translation>
    </message>
    <message>
        <source>source line %1 (&lt;a href=&quot;source&quot;&gt;Go to line&lt;/a&gt;)</source>
        <translation>línea de código %1 (&lt;a href=&quot;source&quot;&gt;Ir a la línea&lt;/a&gt;)</translation>
    </message>
    <message>
        <source>no source line (compile with -lineinfo)</source>
        <translation>sin línea de código (compile con -lineinfo)</translation>
    </message>
    <message>
        <source>PTX line %1 (&lt;a href=&quot;ptx&quot;&gt;show&lt;/a&gt;)</source>
        <translation>línea PTX %1 (&lt;a href=&quot;ptx&quot;&gt;mostrar&lt;/a&gt;)</translation>
    </message>
    <message>
        <source>no PTX line</source>
        <translation>sin línea PTX</translation>
    </message>
    <message>
        <source>%1 was last written by block %2, thread %3, at %4, %5.</source>
        <translation>%1 lo escribió por última vez el bloque %2, hilo %3, en %4, %5.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::MemoryChart</name>
    <message>
        <source>Profile the task to see its memory traffic.</source>
        <translation>Perfile la tarea para ver su tráfico de memoria.</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 solicitudes</translation>
    </message>
    <message>
        <source>%1 read, %2 written</source>
        <translation>%1 leídos, %2 escritos</translation>
    </message>
    <message>
        <source>%1 wavefronts (ideal %2)</source>
        <translation>%1 wavefronts (ideal %2)</translation>
    </message>
    <message>
        <source>%1 sectors (ideal %2, excessive %3) = %4</source>
        <translation>%1 sectores (ideal %2, excesivos %3) = %4</translation>
    </message>
    <message>
        <source>%1 sectors = %2 (model)</source>
        <translation>%1 sectores = %2 (modelo)</translation>
    </message>
    <message>
        <source>Kernel %1, first seed. L1 → L2: L2 Theoretical Sectors Global. L2 → DRAM is a model: every distinct sector moves once (an L2 that holds everything).</source>
        <translation>Kernel %1, primera semilla. L1 → L2: L2 Theoretical Sectors Global. L2 → DRAM es un modelo: cada sector distinto se transfiere una sola vez (una L2 que lo retiene todo).</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Compartida</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>L1/TEX</source>
        <translation>L1/TEX</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>DRAM</source>
        <translation>DRAM</translation>
    </message>
    <message>
        <source>async copies: %1 global → shared, no registers</source>
        <translation>copias asíncronas: %1 global → compartida, sin registros</translation>
    </message>
    <message>
        <source>async copies: %1 global → shared, %2 shared → global, no registers</source>
        <translation>copias asíncronas: %1 global → compartida, %2 compartida → global, sin registros</translation>
    </message>
    <message>
        <source>hit %1 %</source>
        <translation>aciertos %1 %</translation>
    </message>
    <message>
        <source>%1 sectors requested (excessive %2); %3 sectors = %4 to L2 (model)</source>
        <translation>%1 sectores pedidos (excesivos %2); %3 sectores = %4 a L2 (modelo)</translation>
    </message>
    <message>
        <source>%1 read, %2 written (model)</source>
        <translation>%1 leídos, %2 escritos (modelo)</translation>
    </message>
    <message>
        <source>Kernel %1, first seed. Hit rates and L2/DRAM bytes are a cache model (L1 per SM and L2 of %2, simulated over the emulator&apos;s accesses%3), not a measurement.</source>
        <translation>Kernel %1, primera semilla. Las tasas de aciertos y los bytes de L2/DRAM son un modelo de caché (L1 por SM y L2 de %2, simulados sobre los accesos del emulador%3), no una medida.</translation>
    </message>
    <message>
        <source>, sampled: one line in %1</source>
        <translation>, muestreado: una línea de cada %1</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>solicitudes</translation>
    </message>
    <message>
        <source>sectors</source>
        <translation>sectores</translation>
    </message>
    <message>
        <source>sectors/request</source>
        <translation>sectores/solicitud</translation>
    </message>
    <message>
        <source>excess sectors</source>
        <translation>sectores en exceso</translation>
    </message>
    <message>
        <source>shared wavefronts</source>
        <translation>wavefronts compartidos</translation>
    </message>
    <message>
        <source>L1 hit %</source>
        <translation>acierto L1 %</translation>
    </message>
    <message>
        <source>L2 hit %</source>
        <translation>acierto L2 %</translation>
    </message>
    <message>
        <source>Against the baseline %1 (baseline → now): %2</source>
        <translation>Frente a la línea base %1 (línea base → ahora): %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::OccupancyLimitsModel</name>
    <message>
        <source>the block size</source>
        <translation>el tamaño de bloque</translation>
    </message>
    <message>
        <source>warps per SM</source>
        <translation>warps por SM</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>bloques por SM</translation>
    </message>
    <message>
        <source>registers per thread</source>
        <translation>registros por hilo</translation>
    </message>
    <message>
        <source>shared memory per block</source>
        <translation>memoria compartida por bloque</translation>
    </message>
    <message>
        <source>barriers</source>
        <translation>barreras</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 (limiting)</source>
        <translation>%1 (limita)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Blocks per SM</source>
        <translation>Bloques por SM</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::OccupancyWidget</name>
    <message>
        <source>Threads per block</source>
        <translation>Hilos por bloque</translation>
    </message>
    <message>
        <source>Registers per thread</source>
        <translation>Registros por hilo</translation>
    </message>
    <message>
        <source>Shared memory per block (B)</source>
        <translation>Memoria compartida por bloque (B)</translation>
    </message>
    <message>
        <source>Occupancy (%)</source>
        <translation>Ocupación (%)</translation>
    </message>
    <message>
        <source>Compile the kernel to see its occupancy.</source>
        <translation>Compile el kernel para ver su ocupación.</translation>
    </message>
    <message>
        <source>Theoretical occupancy %1 % — %2 of %3 warps per SM (sm_%4)</source>
        <translation>Ocupación teórica %1 % — %2 de %3 warps por SM (sm_%4)</translation>
    </message>
    <message numerus="yes">
        <source>Limited by %1: %n block(s) per SM fit.</source>
        <translation>
            <numerusform>Limitado por %1: cabe %n bloque por SM.</numerusform>
            <numerusform>Limitado por %1: caben %n bloques por SM.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocks allowed by warps %1, blocks %2, registers %3, shared memory %4.</source>
        <translation>Bloques permitidos por warps %1, bloques %2, registros %3, memoria compartida %4.</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Ocupación</translation>
    </message>
    <message>
        <source>Reset to kernel</source>
        <translation>Volver al kernel</translation>
    </message>
    <message>
        <source>What-if: these are your values, not the compiled kernel&apos;s.</source>
        <translation>Hipótesis: son sus valores, no los del kernel compilado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baseline&lt;/b&gt; %1: %2 % — %3 of %4 warps per SM, limited by %5 (%6 threads per block, %7 registers per thread, %8 B shared memory per block).</source>
        <translation>&lt;b&gt;Línea base&lt;/b&gt; %1: %2 % — %3 de %4 warps por SM, limitada por %5 (%6 hilos por bloque, %7 registros por hilo, %8 B de memoria compartida por bloque).</translation>
    </message>
    <message>
        <source>Now the same.</source>
        <translation>Ahora igual.</translation>
    </message>
    <message>
        <source>Now &lt;span style=&quot;color:%1&quot;&gt;%2%3 points&lt;/span&gt;.</source>
        <translation>Ahora &lt;span style=&quot;color:%1&quot;&gt;%2%3 puntos&lt;/span&gt;.</translation>
    </message>
    <message>
        <source>The limiter changed: %1 then, %2 now.</source>
        <translation>El limitante cambió: antes %1, ahora %2.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ProfilerCharts</name>
    <message>
        <source>Timing</source>
        <translation>Tiempos</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <source>Metrics: measured vs predicted</source>
        <translation>Métricas: medidas frente a predichas</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Auditoría</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Exportar gráfico…</translation>
    </message>
    <message>
        <source>Write the chart on screen as PNG, SVG or PDF</source>
        <translation>Guardar el gráfico visible como PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <translation>Copiar JSON</translation>
    </message>
    <message>
        <source>Copy the whole benchmark document to the clipboard</source>
        <translation>Copiar todo el documento de benchmark al portapapeles</translation>
    </message>
    <message>
        <source>Open a benchmark result (Run › Open benchmark results…) to see its charts.</source>
        <translation>Abra un resultado de benchmark (Ejecución › Abrir resultados de benchmark…) para ver sus gráficos.</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>versión base</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>candidata</translation>
    </message>
    <message>
        <source>L2 flushed before every run (%1 MiB written)</source>
        <translation>L2 vaciada antes de cada ejecución (%1 MiB escritos)</translation>
    </message>
    <message>
        <source>L2 warm (not flushed)</source>
        <translation>L2 caliente (sin vaciar)</translation>
    </message>
    <message>
        <source>%1 — timer: %2; %3; %4 warm-up + %5 timed runs per kernel</source>
        <translation>%1 — temporizador: %2; %3; %4 de calentamiento + %5 ejecuciones cronometradas por kernel</translation>
    </message>
    <message>
        <source>; order %1 (%2…)</source>
        <translation>; orden %1 (%2…)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>The document has no audit lines.</source>
        <translation>El documento no tiene líneas de auditoría.</translation>
    </message>
    <message>
        <source>%1: there is no such chart</source>
        <translation>%1: no existe ese gráfico</translation>
    </message>
    <message>
        <source>Warpscope benchmark</source>
        <translation>Benchmark de Warpscope</translation>
    </message>
    <message>
        <source>The audit is text: copy it, or choose a chart tab to export.</source>
        <translation>La auditoría es texto: cópiela o elija una pestaña de gráfico para exportar.</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message numerus="yes">
        <source>The benchmark document is on the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>El documento de benchmark está en el portapapeles (%n carácter).</numerusform>
            <numerusform>El documento de benchmark está en el portapapeles (%n caracteres).</numerusform>
        </translation>
    </message>
    <message>
        <source>DRAM bytes (read + write)</source>
        <translation>Bytes de DRAM (lectura + escritura)</translation>
    </message>
    <message>
        <source>L2 sectors</source>
        <translation>Sectores de L2</translation>
    </message>
    <message>
        <source>L1 global load sectors</source>
        <translation>Sectores de carga global en L1</translation>
    </message>
    <message>
        <source>L1 global load requests</source>
        <translation>Solicitudes de carga global en L1</translation>
    </message>
    <message>
        <source>L1 global store sectors</source>
        <translation>Sectores de almacenamiento global en L1</translation>
    </message>
    <message>
        <source>L1 global store requests</source>
        <translation>Solicitudes de almacenamiento global en L1</translation>
    </message>
    <message>
        <source>shared load wavefronts</source>
        <translation>wavefronts de carga compartida</translation>
    </message>
    <message>
        <source>shared store wavefronts</source>
        <translation>wavefronts de almacenamiento compartido</translation>
    </message>
    <message>
        <source>shared bank conflicts</source>
        <translation>conflictos de bancos de memoria compartida</translation>
    </message>
    <message>
        <source>bank conflicts, loads</source>
        <translation>conflictos de bancos, cargas</translation>
    </message>
    <message>
        <source>bank conflicts, stores</source>
        <translation>conflictos de bancos, almacenamientos</translation>
    </message>
    <message>
        <source>FLOPs f64</source>
        <translation>FLOPs f64</translation>
    </message>
    <message>
        <source>FLOPs f32</source>
        <translation>FLOPs f32</translation>
    </message>
    <message>
        <source>FLOPs f16</source>
        <translation>FLOPs f16</translation>
    </message>
    <message>
        <source>FLOPs bf16</source>
        <translation>FLOPs bf16</translation>
    </message>
    <message>
        <source>%1: not measured: %2</source>
        <translation>%1: no medido: %2</translation>
    </message>
    <message>
        <source>the benchmark ran without --metrics</source>
        <translation>el benchmark se ejecutó sin --metrics</translation>
    </message>
    <message>
        <source>%1: not predicted: %2</source>
        <translation>%1: no predicho: %2</translation>
    </message>
    <message>
        <source>the benchmark ran without --metrics or --predict</source>
        <translation>el benchmark se ejecutó sin --metrics ni --predict</translation>
    </message>
    <message>
        <source>%1: %2 = %3 (measured)</source>
        <translation>%1: %2 = %3 (medido)</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>muestras</translation>
    </message>
    <message>
        <source>median %1 µs, IQR %2 µs</source>
        <translation>mediana %1 µs, RIC %2 µs</translation>
    </message>
    <message>
        <source>kernel time (µs)</source>
        <translation>tiempo del kernel (µs)</translation>
    </message>
    <message>
        <source>No speed-up: the benchmark ran one kernel (add --baseline TASK for an A/B).</source>
        <translation>Sin aceleración: el benchmark ejecutó un solo kernel (añada --baseline TASK para una comparación A/B).</translation>
    </message>
    <message>
        <source>baseline / candidate, per pair</source>
        <translation>base / candidata, por par</translation>
    </message>
    <message>
        <source>median %1×</source>
        <translation>mediana %1×</translation>
    </message>
    <message>
        <source>no change (1×)</source>
        <translation>sin cambio (1×)</translation>
    </message>
    <message>
        <source>interleaved pair</source>
        <translation>par intercalado</translation>
    </message>
    <message>
        <source>speed-up (×)</source>
        <translation>aceleración (×)</translation>
    </message>
    <message>
        <source>measured (GPU)</source>
        <translation>medido (GPU)</translation>
    </message>
    <message>
        <source>predicted (emulator model)</source>
        <translation>predicho (modelo del emulador)</translation>
    </message>
    <message>
        <source>count (log scale; zero and missing values draw no bar)</source>
        <translation>recuento (escala logarítmica; los valores cero o ausentes no dibujan barra)</translation>
    </message>
    <message>
        <source>No metrics in this document: run `warpscope-cli bench --metrics --json`.</source>
        <translation>No hay métricas en este documento: ejecute `warpscope-cli bench --metrics --json`.</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>pico</translation>
    </message>
    <message>
        <source>No roofline: %1 is not in resources/gpus.json and the document has no bandwidth.</source>
        <translation>Sin roofline: %1 no está en resources/gpus.json y el documento no indica ancho de banda.</translation>
    </message>
    <message>
        <source>measured DRAM bytes</source>
        <translation>bytes de DRAM medidos</translation>
    </message>
    <message>
        <source>the model&apos;s DRAM bytes (not measured)</source>
        <translation>bytes de DRAM del modelo (no medidos)</translation>
    </message>
    <message>
        <source>compulsory bytes (not measured)</source>
        <translation>bytes obligatorios (no medidos)</translation>
    </message>
    <message>
        <source>median %1 µs; intensity from %2</source>
        <translation>mediana %1 µs; intensidad a partir de %2</translation>
    </message>
    <message>
        <source>%1 (model floor)</source>
        <translation>%1 (mínimo del modelo)</translation>
    </message>
    <message>
        <source>the fastest the model allows: %1 µs</source>
        <translation>lo más rápido que permite el modelo: %1 µs</translation>
    </message>
    <message>
        <source>DRAM model: %1</source>
        <translation>Modelo de DRAM: %1</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ResourceDiffModel</name>
    <message>
        <source>Registers</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Static shared (B)</source>
        <translation>Compartida estática (B)</translation>
    </message>
    <message>
        <source>Local/stack (B)</source>
        <translation>Local/pila (B)</translation>
    </message>
    <message>
        <source>Spill stores (B)</source>
        <translation>Escrituras por volcado (B)</translation>
    </message>
    <message>
        <source>Spill loads (B)</source>
        <translation>Lecturas por volcado (B)</translation>
    </message>
    <message>
        <source>Constant (B)</source>
        <translation>Constante (B)</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barreras</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ResourcesModel</name>
    <message>
        <source>Registers spill to local memory: every spill is a memory access.</source>
        <translation>Los registros se vuelcan a memoria local: cada volcado es un acceso a memoria.</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Static shared (B)</source>
        <translation>Compartida estática (B)</translation>
    </message>
    <message>
        <source>Local/stack (B)</source>
        <translation>Local/pila (B)</translation>
    </message>
    <message>
        <source>Spill stores (B)</source>
        <translation>Escrituras por volcado (B)</translation>
    </message>
    <message>
        <source>Spill loads (B)</source>
        <translation>Lecturas por volcado (B)</translation>
    </message>
    <message>
        <source>Constant (B)</source>
        <translation>Constante (B)</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barreras</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ReviewNotesPane</name>
    <message>
        <source>Bookmark current line</source>
        <translation>Añadir marcador en la línea actual</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Review of …</source>
        <translation>Revisión de …</translation>
    </message>
    <message>
        <source>Summary for the top of the report (Markdown)</source>
        <translation>Resumen para el inicio del informe (Markdown)</translation>
    </message>
    <message>
        <source>Notes (Markdown): **bold**, *italic*, `code`, lists, headings</source>
        <translation>Notas (Markdown): **negrita**, *cursiva*, `código`, listas, encabezados</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Revisor:</translation>
    </message>
    <message>
        <source>Summary:</source>
        <translation>Resumen:</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Marcadores</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RooflinePlot</name>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP per DRAM byte)</source>
        <translation>intensidad aritmética (FLOP por byte de DRAM)</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/s</translation>
    </message>
    <message>
        <source>DRAM %1B/s</source>
        <translation>DRAM %1B/s</translation>
    </message>
    <message>
        <source>%1 %2FLOP/s</source>
        <translation>%1 %2FLOP/s</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>cresta %1 FLOP/B</translation>
    </message>
    <message>
        <source>measured (GPU time)</source>
        <translation>medido (tiempo de GPU)</translation>
    </message>
    <message>
        <source>model (emulator counts)</source>
        <translation>modelo (recuentos del emulador)</translation>
    </message>
    <message>
        <source>%1: bandwidth %2B/s (%3)</source>
        <translation>%1: ancho de banda %2B/s (%3)</translation>
    </message>
    <message>
        <source>%1 peak %2FLOP/s (%3)</source>
        <translation>pico de %1: %2FLOP/s (%3)</translation>
    </message>
    <message>
        <source>%1 not plotted: it has no DRAM traffic or no FLOPs</source>
        <translation>%1 no representado: no tiene tráfico de DRAM o no tiene FLOPs</translation>
    </message>
    <message>
        <source>Warpscope roofline</source>
        <translation>Roofline de Warpscope</translation>
    </message>
    <message>
        <source>Export roofline</source>
        <translation>Exportar roofline</translation>
    </message>
    <message>
        <source>model, L2 bytes (cache model)</source>
        <translation>modelo, bytes de L2 (modelo de caché)</translation>
    </message>
    <message>
        <source>model, L1 bytes requested</source>
        <translation>modelo, bytes pedidos a L1</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>línea base</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunOptionsButton</name>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Default schedule</source>
        <translation>Planificación por defecto</translation>
    </message>
    <message>
        <source>Random schedule %1</source>
        <translation>Planificación aleatoria %1</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Planificación</translation>
    </message>
    <message>
        <source>How the emulator interleaves warps and blocks. The default runs warp 0 first; a random schedule picks a seeded order, the same every time, and can show races the default hides. A random schedule runs on the emulator.</source>
        <translation>Cómo intercala el emulador los warps y los bloques. La predeterminada ejecuta primero el warp 0; una planificación aleatoria elige un orden a partir de su semilla, el mismo cada vez, y puede mostrar carreras que la predeterminada oculta. Una planificación aleatoria se ejecuta en el emulador.</translation>
    </message>
    <message>
        <source>Approximate instructions</source>
        <translation>Instrucciones aproximadas</translation>
    </message>
    <message>
        <source>Correctly rounded</source>
        <translation>Redondeo correcto</translation>
    </message>
    <message>
        <source>Worst case, random</source>
        <translation>Peor caso, aleatorio</translation>
    </message>
    <message>
        <source>Worst case, up</source>
        <translation>Peor caso, hacia arriba</translation>
    </message>
    <message>
        <source>Worst case, down</source>
        <translation>Peor caso, hacia abajo</translation>
    </message>
    <message>
        <source>Worst case, away from zero</source>
        <translation>Peor caso, alejándose de cero</translation>
    </message>
    <message>
        <source>Worst case, toward zero</source>
        <translation>Peor caso, hacia cero</translation>
    </message>
    <message>
        <source>Approximate instructions (__expf, __sinf, __fdividef, rsqrtf, tanh.approx …): correctly rounded, or each result pushed to the error bound the PTX ISA documents, so a pass means &quot;passes even at the GPU&apos;s documented worst case&quot;. Worst case runs on the emulator.</source>
        <translation>Instrucciones aproximadas (__expf, __sinf, __fdividef, rsqrtf, tanh.approx …): con redondeo correcto, o cada resultado llevado al límite de error que documenta el PTX ISA, de modo que aprobar significa &quot;aprueba incluso en el peor caso documentado de la GPU&quot;. El peor caso se ejecuta en el emulador.</translation>
    </message>
    <message>
        <source>Run options: %1; approximate instructions: %2</source>
        <translation>Opciones de ejecución: %1; instrucciones aproximadas: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunResultsPane</name>
    <message>
        <source>&lt;b style=&apos;color:#b35900&apos;&gt;STOPPED (%1)&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#b35900&apos;&gt;DETENIDO (%1)&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — sampled: %1 of %2 CTAs ran, only the elements they wrote were compared</source>
        <translation> — muestra: se ejecutaron %1 de %2 CTA, solo se compararon los elementos que escribieron</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Worst elements</source>
        <translation>Peores elementos</translation>
    </message>
    <message>
        <source>ULP histogram</source>
        <translation>Histograma de ULP</translation>
    </message>
    <message>
        <source>No run yet. Press F5 to run the task and compare its outputs with the reference.</source>
        <translation>Aún no hay ejecuciones. Pulse F5 para ejecutar la tarea y comparar sus salidas con la referencia.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1a7f1a&apos;&gt;PASSED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#1a7f1a&apos;&gt;CORRECTO&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;FALLIDO&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 on %3, %n seed(s), %4 reference; params %5</source>
        <translation>
            <numerusform>%1 — %2 en %3, %n semilla, referencia %4; parámetros %5</numerusform>
            <numerusform>%1 — %2 en %3, %n semillas, referencia %4; parámetros %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Advertencias (%1)</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>línea %1: </translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Hallazgos (%1)</translation>
    </message>
    <message>
        <source>Stale: %1</source>
        <translation>Obsoleto: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1. &lt;a href=&quot;profile&quot;&gt;Profile&lt;/a&gt; runs the first seed on the emulator with the race, memory and barrier checks.</source>
        <translation>&lt;b&gt;Sugerencia:&lt;/b&gt; %1. &lt;a href=&quot;profile&quot;&gt;Perfilar&lt;/a&gt; ejecuta la primera semilla en el emulador con las comprobaciones de carreras, memoria y barreras.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#7a4fa0&apos;&gt;REFERENCE FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#7a4fa0&apos;&gt;FALLÓ LA REFERENCIA&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — seed %1: %2</source>
        <translation> — semilla %1: %2</translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation>Pasos (%1)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1a7f1a&apos;&gt;Implementations agree&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#1a7f1a&apos;&gt;Las implementaciones coinciden&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;Implementations: FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;Implementaciones: FALLO&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the run above is %1&apos;s; each implementation was checked against the reference</source>
        <translation>la ejecución de arriba es la de %1; cada implementación se comprobó frente a la referencia</translation>
    </message>
    <message>
        <source>no reference: the implementations are judged against each other</source>
        <translation>sin referencia: las implementaciones se juzgan entre sí</translation>
    </message>
    <message>
        <source>%1 of %2 comparisons between implementations differ beyond the tolerance (Implementations page).</source>
        <translation>%1 de %2 comparaciones entre implementaciones difieren más allá de la tolerancia (página Implementaciones).</translation>
    </message>
    <message>
        <source>Implementations (%1)</source>
        <translation>Implementaciones (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 (host %3)</source>
        <translation>%1 de %2 (host %3)</translation>
    </message>
    <message>
        <source> — partial: %1 of %2 seeds ran</source>
        <translation> — parcial: se ejecutaron %1 de %2 semillas</translation>
    </message>
    <message>
        <source> — seed %1 stopped after %2 of %3 CTAs; only the elements written by then were compared</source>
        <translation> — la semilla %1 se detuvo tras %2 de %3 CTA; solo se compararon los elementos escritos hasta entonces</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunVerdictModel</name>
    <message>
        <source>stopped (%1)</source>
        <translation>detenido (%1)</translation>
    </message>
    <message>
        <source>not compared (reference failed)</source>
        <translation>no comparado (falló la referencia)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLO</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 (finite only)</source>
        <translation>%1 (solo finitos)</translation>
    </message>
    <message>
        <source>%1: %2 elements compared; %3 outside, not compared (%4 untouched, %5 written)</source>
        <translation>%1: %2 elementos comparados; %3 fuera, no comparados (%4 intactos, %5 escritos)</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) within atol are left out: near zero a tiny error is a huge ULP distance</source>
        <translation>
            <numerusform>%n elemento dentro de atol queda fuera: cerca de cero un error mínimo es una distancia ULP enorme</numerusform>
            <numerusform>%n elementos dentro de atol quedan fuera: cerca de cero un error mínimo es una distancia ULP enorme</numerusform>
        </translation>
    </message>
    <message>
        <source>The largest error over the finite elements only: %1 more are NaN, Inf or unwritten and have no finite error</source>
        <translation>El mayor error sobre los elementos finitos solamente: otros %1 son NaN, Inf o sin escribir y no tienen error finito</translation>
    </message>
    <message>
        <source>From the task&apos;s [tolerance] entry for &apos;%1&apos;</source>
        <translation>De la entrada [tolerance] de la tarea para &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The task gives no tolerance for &apos;%1&apos;: torch.testing.assert_close&apos;s default for %2 applied</source>
        <translation>La tarea no da tolerancia para &apos;%1&apos;: se aplicó la predeterminada de torch.testing.assert_close para %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elementos</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>Discrepancias</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Abs. máx.</translation>
    </message>
    <message>
        <source>Max rel</source>
        <translation>Rel. máx.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>ULP máx.</translation>
    </message>
    <message>
        <source>Worst at</source>
        <translation>Peor en</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolerancia</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / sin escribir</translation>
    </message>
    <message>
        <source>early</source>
        <translation>antes de tiempo</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SourceChooser</name>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Fuente:</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (referencia)</translation>
    </message>
    <message>
        <source>%1 (named by the PTX&apos;s line info)</source>
        <translation>%1 (nombrado por la información de líneas del PTX)</translation>
    </message>
    <message>
        <source>The task&apos;s kernels live in several files or implementations: the editor, PTX, SASS, resources and line metrics show the one chosen here, compiled for its implementation&apos;s architecture</source>
        <translation>Los kernels de la tarea están en varios archivos o implementaciones: el editor, PTX, SASS, los recursos y las métricas por línea muestran el elegido aquí, compilado para la arquitectura de su implementación</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a kernel source file and the implementation it belongs to</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepChooser</name>
    <message>
        <source>Profile of:</source>
        <translation>Perfil de:</translation>
    </message>
    <message>
        <source>The step of the pipeline whose counters, hot spots, memory chart and roofline are shown; the step that executed the most instructions is shown first</source>
        <translation>El paso de la cadena cuyos contadores, puntos calientes, gráfico de memoria y roofline se muestran; primero se muestra el paso que ejecutó más instrucciones</translation>
    </message>
    <message>
        <source>Implementation:</source>
        <translation>Implementación:</translation>
    </message>
    <message>
        <source>The implementation whose profile the hot spots, warp access and the editor&apos;s line metrics show; choosing another opens its source and profiles it</source>
        <translation>La implementación cuyo perfil muestran los puntos calientes, los accesos del warp y las métricas por línea del editor; elegir otra abre su código y la perfila</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepTableModel</name>
    <message>
        <source>reference %1</source>
        <translation>referencia %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Lanzamientos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Warp instructions</source>
        <translation>Instrucciones de warp</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepsEditor</name>
    <message>
        <source>Add step</source>
        <translation>Añadir paso</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Step %1: the entry is empty; name the kernel the step launches.</source>
        <translation>Paso %1: la entrada está vacía; indique el kernel que lanza el paso.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Paso %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a loop; write &quot;VAR from A to B&quot; or &quot;VAR from A to B step S&quot;, loops separated by &apos;;&apos;</source>
        <translation>«%1» no es un bucle; escriba &quot;VAR from A to B&quot; o &quot;VAR from A to B step S&quot;, con los bucles separados por &apos;;&apos;</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepsEditorModel</name>
    <message>
        <source>Loops that launch the step several times, outer first, e.g. &quot;k from 1 to LOG2N + 1; j from k - 1 to -1 step -1&quot;. The loop variables can be used in the grid, block and arguments.</source>
        <translation>Bucles que lanzan el paso varias veces, el exterior primero, p. ej. &quot;k from 1 to LOG2N + 1; j from k - 1 to -1 step -1&quot;. Las variables de bucle se pueden usar en la rejilla, el bloque y los argumentos.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
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
        <source>Shared</source>
        <translation>Compartida</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Repetir</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SweepDialog</name>
    <message>
        <source>Shape sweep</source>
        <translation>Barrido de formas</translation>
    </message>
    <message>
        <source>One parameter per line, one value per run; lines are zipped row by row:</source>
        <translation>Un parámetro por línea, un valor por ejecución; las líneas se combinan fila a fila:</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Ejecutar barrido</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLO</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>Double-click a finished row to show its results in the Run panes</source>
        <translation>Haga doble clic en una fila terminada para ver sus resultados en los paneles de Ejecución</translation>
    </message>
    <message>
        <source>%1: from the task&apos;s [tolerance] entry</source>
        <translation>%1: de la entrada [tolerance] de la tarea</translation>
    </message>
    <message>
        <source>%1: the task gives none; torch.testing.assert_close&apos;s default for %2 applied</source>
        <translation>%1: la tarea no da ninguna; se aplicó el valor por defecto de torch.testing.assert_close para %2</translation>
    </message>
    <message>
        <source>Figures of:</source>
        <translation>Cifras de:</translation>
    </message>
    <message>
        <source>Every implementation runs in each row; the rows show this one&apos;s figures</source>
        <translation>Cada implementación se ejecuta en cada fila; las filas muestran las cifras de esta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>%1 did not run: %2</source>
        <translation>%1 no se ejecutó: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SweepRowsModel</name>
    <message>
        <source>%1 (finite only)</source>
        <translation>%1 (solo finitos)</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>detenido (%1)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLO</translation>
    </message>
    <message>
        <source>The largest error over the finite elements only: %1 more are NaN, Inf or unwritten and have no finite error</source>
        <translation>El mayor error sobre los elementos finitos solamente: otros %1 son NaN, Inf o sin escribir y no tienen error finito</translation>
    </message>
    <message>
        <source>Seed %1, output %2, as the Results table counts them; %3 over every seed and output</source>
        <translation>Semilla %1, salida %2, como las cuenta la tabla de Resultados; %3 sobre todas las semillas y salidas</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Mismatches (worst seed)</source>
        <translation>Discrepancias (peor semilla)</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / sin escribir</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Abs. máx.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>ULP máx.</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolerancia</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>no ejecutada</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::TaskPane</name>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
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
        <source>Parameter %1: %2</source>
        <translation>Parámetro %1: %2</translation>
    </message>
    <message>
        <source>Tolerance %1 of %2: &quot;%3&quot; is not a number &gt;= 0.</source>
        <translation>Tolerancia %1 de %2: «%3» no es un número &gt;= 0.</translation>
    </message>
    <message>
        <source>Binds to</source>
        <translation>Se enlaza con</translation>
    </message>
    <message>
        <source>Make a pipeline of steps</source>
        <translation>Convertir en una secuencia de pasos</translation>
    </message>
    <message>
        <source>Turn this launch into the first [[step]] of a pipeline, so more kernels can run after it on the same buffers</source>
        <translation>Convierte este lanzamiento en el primer [[step]] de una secuencia, para que más kernels se ejecuten después sobre los mismos búferes</translation>
    </message>
    <message>
        <source>Steps (a pipeline of launches, run in order)</source>
        <translation>Pasos (una secuencia de lanzamientos, ejecutados en orden)</translation>
    </message>
    <message>
        <source>Tolerances and comparison (empty: the dtype&apos;s default, every element)</source>
        <translation>Tolerancias y comparación (vacío: la del tipo de datos, todos los elementos)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Región</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Máscara</translation>
    </message>
    <message>
        <source>Unordered</source>
        <translation>Sin orden</translation>
    </message>
    <message>
        <source>Any of</source>
        <translation>Cualquiera de</translation>
    </message>
    <message>
        <source>Compare only a slice of the output, e.g. &quot;[:, :V]&quot; or &quot;[2:N-2, 2:N-2]&quot;; the rest is reported as written or untouched</source>
        <translation>Comparar solo una porción de la salida, p. ej. &quot;[:, :V]&quot; o &quot;[2:N-2, 2:N-2]&quot;; el resto se informa como escrito o intacto</translation>
    </message>
    <message>
        <source>Compare only where the mask holds: finite(ref), a buffer name, or an expression over ref, out and i</source>
        <translation>Comparar solo donde se cumple la máscara: finite(ref), el nombre de un búfer o una expresión sobre ref, out e i</translation>
    </message>
    <message>
        <source>Compare as multisets (both sides sorted): for outputs whose order depends on scheduling</source>
        <translation>Comparar como multiconjuntos (ambos lados ordenados): para salidas cuyo orden depende de la planificación</translation>
    </message>
    <message>
        <source>Buffers of candidate values: an element passes if it matches any of them (order-dependent winners)</source>
        <translation>Búferes de valores candidatos: un elemento es correcto si coincide con alguno de ellos (ganadores que dependen del orden)</translation>
    </message>
    <message>
        <source>symbol %1 (%2)</source>
        <translation>símbolo %1 (%2)</translation>
    </message>
    <message>
        <source>argument</source>
        <translation>argumento</translation>
    </message>
    <message>
        <source>Copied into the module variable %1 before each launch%2 and back after it</source>
        <translation>Se copia en la variable de módulo %1 antes de cada lanzamiento%2 y de vuelta después</translation>
    </message>
    <message>
        <source>, from its generated values every time</source>
        <translation>, desde sus valores generados cada vez</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementación</translation>
    </message>
    <message>
        <source>The task&apos;s [[implementation]] whose launch is shown and edited below; the others keep theirs (an arch array&apos;s entries share one launch)</source>
        <translation>La [[implementation]] de la tarea cuyo lanzamiento se muestra y se edita abajo; las demás conservan el suyo (las entradas de un array de arquitecturas comparten un lanzamiento)</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>the run&apos;s architecture</source>
        <translation>la arquitectura de la ejecución</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ThreadTraceModel</name>
    <message>
        <source> (guard false)</source>
        <translation> (guarda falsa)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>PTX line</source>
        <translation>Línea PTX</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instrucción</translation>
    </message>
    <message>
        <source>Registers written</source>
        <translation>Registros escritos</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ThreadTraceView</name>
    <message>
        <source>Source line:</source>
        <translation>Línea de código:</translation>
    </message>
    <message>
        <source>Show only the steps of one source line</source>
        <translation>Mostrar solo los pasos de una línea de código</translation>
    </message>
    <message>
        <source>Registers written: those whose value for this thread changed at the step. Grey: the thread was at the instruction but its guard predicate was false. Click a row to go to its source line.</source>
        <translation>Registros escritos: aquellos cuyo valor para este hilo cambió en el paso. Gris: el hilo estaba en la instrucción, pero su predicado de guarda era falso. Haga clic en una fila para ir a su línea de código.</translation>
    </message>
    <message>
        <source>Click an element of an analysed run&apos;s heatmap, then &quot;Trace this thread&quot;.</source>
        <translation>Haga clic en un elemento del mapa de calor de una ejecución analizada y luego en «Trazar este hilo».</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message numerus="yes">
        <source>Block %1, thread %2 of %3: %n step(s)</source>
        <translation>
            <numerusform>Bloque %1, hilo %2 de %3: %n paso</numerusform>
            <numerusform>Bloque %1, hilo %2 de %3: %n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source> — truncated at the limit of %1 steps</source>
        <translation> — truncado en el límite de %1 pasos</translation>
    </message>
    <message>
        <source> — the launch stopped early</source>
        <translation> — el lanzamiento se detuvo antes de tiempo</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WarpAccessCanvas</name>
    <message>
        <source>No access to show</source>
        <translation>No hay accesos que mostrar</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) of 32 bytes touched; each slot is 4 bytes, numbered by the lane touching it</source>
        <translation>
            <numerusform>%n sector de 32 bytes accedido; cada casilla es de 4 bytes y lleva el número del carril que accede a ella</numerusform>
            <numerusform>%n sectores de 32 bytes accedidos; cada casilla es de 4 bytes y lleva el número del carril que accede a ella</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more sector(s) not drawn</source>
        <translation>
            <numerusform>… %n sector más sin dibujar</numerusform>
            <numerusform>… %n sectores más sin dibujar</numerusform>
        </translation>
    </message>
    <message>
        <source>32 banks of 4 bytes; one row per distinct word a bank serves; red: bank conflict</source>
        <translation>32 bancos de 4 bytes; una fila por cada palabra distinta que sirve un banco; rojo: conflicto de bancos</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>banco</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WarpAccessView</name>
    <message>
        <source>The memory instruction (PTX line, opcode, source line)</source>
        <translation>La instrucción de memoria (línea PTX, código de operación, línea de código)</translation>
    </message>
    <message>
        <source>warp </source>
        <translation>warp </translation>
    </message>
    <message>
        <source>The warp of block 0 whose access is shown</source>
        <translation>El warp del bloque 0 cuyo acceso se muestra</translation>
    </message>
    <message>
        <source>Profile the task to see how each warp&apos;s lanes access memory.</source>
        <translation>Perfile la tarea para ver cómo acceden a memoria los carriles de cada warp.</translation>
    </message>
    <message>
        <source>Instruction:</source>
        <translation>Instrucción:</translation>
    </message>
    <message>
        <source>pc %1</source>
        <translation>pc %1</translation>
    </message>
    <message>
        <source>PTX line %1: %2 (source line %3)</source>
        <translation>Línea PTX %1: %2 (línea de código %3)</translation>
    </message>
    <message>
        <source>This launch sampled no memory access of block 0.</source>
        <translation>Este lanzamiento no muestreó ningún acceso a memoria del bloque 0.</translation>
    </message>
    <message>
        <source>Warp %1 did not execute this instruction in block 0.</source>
        <translation>El warp %1 no ejecutó esta instrucción en el bloque 0.</translation>
    </message>
    <message>
        <source>load</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>store</source>
        <translation>almacenamiento</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>atómica</translation>
    </message>
    <message numerus="yes">
        <source>Shared %1 of %n byte(s) per lane by %2 lanes: %3 wavefronts (ideal %4), worst bank conflict %5-way. Red banks serve more than one word.</source>
        <translation>
            <numerusform>Memoria compartida, %1 de %n byte por carril en %2 carriles: %3 wavefronts (ideal %4), peor conflicto de bancos de %5 vías. Los bancos en rojo sirven más de una palabra.</numerusform>
            <numerusform>Memoria compartida, %1 de %n bytes por carril en %2 carriles: %3 wavefronts (ideal %4), peor conflicto de bancos de %5 vías. Los bancos en rojo sirven más de una palabra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Global %1 of %n byte(s) per lane by %2 lanes: %3 sectors of 32 bytes (ideal %4), %5 lines of 128 bytes. Each box is a sector; its slots show which lane reads them.</source>
        <translation>
            <numerusform>Memoria global, %1 de %n byte por carril en %2 carriles: %3 sectores de 32 bytes (ideal %4), %5 líneas de 128 bytes. Cada recuadro es un sector; sus casillas muestran qué carril lee cada una.</numerusform>
            <numerusform>Memoria global, %1 de %n bytes por carril en %2 carriles: %3 sectores de 32 bytes (ideal %4), %5 líneas de 128 bytes. Cada recuadro es un sector; sus casillas muestran qué carril lee cada una.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n excess sector(s)</source>
        <translation>
            <numerusform> — %n sector excesivo</numerusform>
            <numerusform> — %n sectores excesivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n excess wavefront(s)</source>
        <translation>
            <numerusform> — %n wavefront excesivo</numerusform>
            <numerusform> — %n wavefronts excesivos</numerusform>
        </translation>
    </message>
    <message>
        <source>no change</source>
        <translation>sin cambio</translation>
    </message>
    <message>
        <source>Baseline %1: no memory instruction on a line paired with this one (new code).</source>
        <translation>Línea base %1: ninguna instrucción de memoria en una línea emparejada con esta (código nuevo).</translation>
    </message>
    <message>
        <source>line %1, PTX %2 %3</source>
        <translation>línea %1, PTX %2 %3</translation>
    </message>
    <message>
        <source>Over the launch: %1 bank conflicts (excess wavefronts), worst %2-way. &lt;b&gt;Baseline&lt;/b&gt; %3 (%4): %5, worst %6-way; change %7.</source>
        <translation>En todo el lanzamiento: %1 conflictos de banco (wavefronts de más), el peor de %2 vías. &lt;b&gt;Línea base&lt;/b&gt; %3 (%4): %5, el peor de %6 vías; cambio %7.</translation>
    </message>
    <message>
        <source>Over the launch: %1 sectors per request (ideal %2). &lt;b&gt;Baseline&lt;/b&gt; %3 (%4): %5 sectors per request; change %6.</source>
        <translation>En todo el lanzamiento: %1 sectores por petición (ideal %2). &lt;b&gt;Línea base&lt;/b&gt; %3 (%4): %5 sectores por petición; cambio %6.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WorstElementsModel</name>
    <message>
        <source>Every element equals the reference rounded to the output&apos;s type (0 ULP): there is nothing to rank.</source>
        <translation>Todos los elementos coinciden con la referencia redondeada al tipo de la salida (0 ULP): no hay nada que ordenar.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Abs error</source>
        <translation>Error abs.</translation>
    </message>
    <message>
        <source>Rel error</source>
        <translation>Error rel.</translation>
    </message>
    <message>
        <source>ULP</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>Exceso</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Error over the allowed error by the more lenient rule; above 1 fails</source>
        <translation>Error respecto al error permitido según la regla más permisiva; por encima de 1, falla</translation>
    </message>
</context>
</TS>
