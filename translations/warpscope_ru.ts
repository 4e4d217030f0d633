<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AnnotationEditor</name>
    <message>
        <source>Add %1</source>
        <translation>Добавление: %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>BaselineStore</name>
    <message>
        <source>The baseline&apos;s results folder %1 is gone (deleted, moved or cleaned from the cache). Pin another run or profile as the baseline (Run › Pin as baseline).</source>
        <translation>Папки с результатами базовой линии %1 больше нет (удалена, перемещена или вычищена из кэша). Закрепите как базовую линию другой запуск или профиль (Запуск › Закрепить как базовую линию).</translation>
    </message>
    <message>
        <source>The baseline&apos;s results in %1 could not be read: %2. Pin another run or profile as the baseline.</source>
        <translation>Не удалось прочитать результаты базовой линии в %1: %2. Закрепите как базовую линию другой запуск или профиль.</translation>
    </message>
    <message>
        <source>The baseline could not be remembered in %1: %2</source>
        <translation>Не удалось сохранить базовую линию в %1: %2</translation>
    </message>
    <message>
        <source>The baseline record %1 could not be read: %2</source>
        <translation>Не удалось прочитать запись базовой линии %1: %2</translation>
    </message>
    <message>
        <source>The baseline record %1 is damaged (%2); pin a baseline again.</source>
        <translation>Запись базовой линии %1 повреждена (%2); закрепите базовую линию заново.</translation>
    </message>
    <message>
        <source>The baseline record %1 names no results folder; pin a baseline again.</source>
        <translation>В записи базовой линии %1 не указана папка с результатами; закрепите базовую линию заново.</translation>
    </message>
</context>
<context>
    <name>BenchDocument</name>
    <message>
        <source>is missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>не является числом</translation>
    </message>
    <message>
        <source>is not a list of numbers</source>
        <translation>не является списком чисел</translation>
    </message>
    <message>
        <source>is not an object of metric values</source>
        <translation>не является объектом со значениями метрик</translation>
    </message>
    <message>
        <source>%1 is not JSON; open the file that `warpscope-cli bench --json` printed</source>
        <translation>%1 — не JSON; откройте файл, который вывела команда `warpscope-cli bench --json`</translation>
    </message>
    <message>
        <source>%1: key &apos;%2&apos; %3; this is not a complete `warpscope-cli bench --json` document (rerun the benchmark with --json)</source>
        <translation>%1: ключ &apos;%2&apos; %3; это не полный документ `warpscope-cli bench --json` (перезапустите бенчмарк с --json)</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); check the path and its rights</source>
        <translation>Не удалось прочитать %1 (%2); проверьте путь и права доступа</translation>
    </message>
</context>
<context>
    <name>BenchText</name>
    <message>
        <source>is not a string</source>
        <translation>не является строкой</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(верхний уровень)</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>не является объектом JSON</translation>
    </message>
    <message>
        <source>is not a list</source>
        <translation>не является списком</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source> in kernel &apos;%1&apos;, block %2, thread %3, PTX line %4.</source>
        <translation> в ядре &apos;%1&apos;, блок %2, поток %3, строка PTX %4.</translation>
    </message>
    <message>
        <source> in kernel &apos;%1&apos;, block %2, thread %3, PTX line %4, source line %5.</source>
        <translation> в ядре &apos;%1&apos;, блок %2, поток %3, строка PTX %4, строка исходника %5.</translation>
    </message>
    <message>
        <source> Check the index and the bounds test that guards this access.</source>
        <translation> Проверьте индекс и проверку границ, которая защищает этот доступ.</translation>
    </message>
    <message>
        <source>shared variable &apos;%1&apos; (byte %2)</source>
        <translation>разделяемой переменной &apos;%1&apos; (байт %2)</translation>
    </message>
    <message>
        <source>shared memory byte %1</source>
        <translation>байте %1 разделяемой памяти</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>разделяемой памяти</translation>
    </message>
    <message>
        <source>shared variable &apos;%1&apos;</source>
        <translation>разделяемой переменной &apos;%1&apos;</translation>
    </message>
    <message>
        <source>dynamic shared memory</source>
        <translation>динамической разделяемой памяти</translation>
    </message>
    <message>
        <source>%1 frame</source>
        <translation>кадра %1</translation>
    </message>
    <message>
        <source>%1 space</source>
        <translation>пространства %1</translation>
    </message>
    <message>
        <source>the shared memory of cluster CTA rank %1</source>
        <translation>разделяемой памяти CTA кластера с рангом %1</translation>
    </message>
    <message>
        <source>read-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>конфликт «чтение после записи» в %1 между этим потоком и потоком %2 (его доступ: %3) без барьера между ними</translation>
    </message>
    <message>
        <source>write-after-read hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>конфликт «запись после чтения» в %1 между этим потоком и потоком %2 (его доступ: %3) без барьера между ними</translation>
    </message>
    <message>
        <source>write-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>конфликт «запись после записи» в %1 между этим потоком и потоком %2 (его доступ: %3) без барьера между ними</translation>
    </message>
    <message>
        <source>write-after-write (same value written) hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between</source>
        <translation>конфликт «запись после записи» (записано то же значение) в %1 между этим потоком и потоком %2 (его доступ: %3) без барьера между ними</translation>
    </message>
    <message>
        <source>source line %1, PTX line %2</source>
        <translation>строка исходника %1, строка PTX %2</translation>
    </message>
    <message>
        <source>an unknown line</source>
        <translation>неизвестная строка</translation>
    </message>
    <message>
        <source> Both threads wrote the same value, so the result does not depend on their order today (a warning, as compute-sanitizer gives); a __syncthreads() or a single writer makes it certain.</source>
        <translation> Оба потока записали одно и то же значение, поэтому сейчас результат не зависит от их порядка (предупреждение, как у compute-sanitizer); __syncthreads() или единственный писатель делают это гарантированным.</translation>
    </message>
    <message>
        <source> Put a __syncthreads() between the two accesses, or give each thread its own element.</source>
        <translation> Поставьте __syncthreads() между двумя доступами или дайте каждому потоку свой элемент.</translation>
    </message>
    <message>
        <source>read of %1 that no thread of this block has written</source>
        <translation>чтение в %1 данных, которые не записал ни один поток этого блока</translation>
    </message>
    <message>
        <source> Write the element before reading it (and put a __syncthreads() between the write and the read), or check the index of the read.</source>
        <translation> Запишите элемент до чтения (и поставьте __syncthreads() между записью и чтением) или проверьте индекс чтения.</translation>
    </message>
    <message>
        <source>read of output buffer &apos;%1&apos; element %2 that this launch has not written yet (outputs start poisoned)</source>
        <translation>чтение элемента %2 выходного буфера &apos;%1&apos;, который этот запуск ещё не записал (выходы изначально отравлены)</translation>
    </message>
    <message>
        <source> Write the element before reading it, or read the value from an input buffer.</source>
        <translation> Запишите элемент до чтения или читайте значение из входного буфера.</translation>
    </message>
    <message>
        <source>divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 took another branch and skipped it</source>
        <translation>расходящийся барьер: до него дошли %1 из %2 работающих потоков warp %3; поток %4 пошёл по другой ветви и пропустил его</translation>
    </message>
    <message>
        <source>divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 and %5 others took another branch and skipped it</source>
        <translation>расходящийся барьер: до него дошли %1 из %2 работающих потоков warp %3; поток %4 и ещё %5 пошли по другой ветви и пропустили его</translation>
    </message>
    <message>
        <source> Move the __syncthreads() out of the branch so that every thread of the block reaches it.</source>
        <translation> Вынесите __syncthreads() из ветви, чтобы до него доходил каждый поток блока.</translation>
    </message>
    <message>
        <source>load</source>
        <translation>загрузка</translation>
    </message>
    <message>
        <source>store</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>атомарная операция</translation>
    </message>
    <message>
        <source>out-of-bounds %1 of %2 bytes at %3 address %4</source>
        <translation>%1 за границами: %2 байт по адресу %3 %4</translation>
    </message>
    <message>
        <source>out-of-bounds %1 of %2 bytes at %3 address %4: %5</source>
        <translation>%1 за границами: %2 байт по адресу %3 %4: %5</translation>
    </message>
    <message>
        <source>misaligned %1 of %2 bytes at %3 address %4</source>
        <translation>%1 без выравнивания: %2 байт по адресу %3 %4</translation>
    </message>
    <message>
        <source>misaligned %1 of %2 bytes at %3 address %4: %5</source>
        <translation>%1 без выравнивания: %2 байт по адресу %3 %4: %5</translation>
    </message>
    <message>
        <source>the address must be a multiple of %1</source>
        <translation>адрес должен быть кратен %1</translation>
    </message>
    <message>
        <source>a null (or uninitialised) pointer</source>
        <translation>нулевой (или неинициализированный) указатель</translation>
    </message>
    <message>
        <source>the address is not inside any buffer</source>
        <translation>адрес не попадает ни в один буфер</translation>
    </message>
    <message>
        <source>constant and parameter memory are read-only</source>
        <translation>константная память и память параметров доступны только для чтения</translation>
    </message>
    <message>
        <source>%1 bytes before the start of %2 (%3 bytes)</source>
        <translation>за %1 байт до начала %2 (%3 байт)</translation>
    </message>
    <message>
        <source>%1 bytes past the end of %2 (%3 bytes)</source>
        <translation>на %1 байт за концом %2 (%3 байт)</translation>
    </message>
    <message>
        <source>running %1 bytes past the end of %2 (%3 bytes)</source>
        <translation>выходит на %1 байт за конец %2 (%3 байт)</translation>
    </message>
    <message>
        <source>the address is in the window of cluster CTA rank %1, but the cluster has %2 CTAs (check the rank given to mapa / cluster.map_shared_rank)</source>
        <translation>адрес попадает в окно CTA кластера с рангом %1, но в кластере %2 CTA (проверьте ранг, переданный в mapa / cluster.map_shared_rank)</translation>
    </message>
    <message>
        <source>the address is in the window of cluster CTA rank %1, but the cluster has 1 CTA (check the rank given to mapa / cluster.map_shared_rank)</source>
        <translation>адрес попадает в окно CTA кластера с рангом %1, но в кластере 1 CTA (проверьте ранг, переданный в mapa / cluster.map_shared_rank)</translation>
    </message>
    <message>
        <source>the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: raise the budget or run a sample of CTAs with --sample-blocks / --blocks)</source>
        <translation>запуск остановлен: ядро не завершилось за %1 warp-инструкций — бюджет инструкций (бесконечный цикл или слишком большая сетка для эмулятора: увеличьте бюджет или запустите выборку CTA с --sample-blocks / --blocks)</translation>
    </message>
    <message>
        <source>the launch stopped: the run was cancelled</source>
        <translation>запуск остановлен: запуск был отменён</translation>
    </message>
    <message>
        <source>the launch stopped at its deadline (the time the worker may take for a run); run a sample of CTAs with --sample-blocks / --blocks, or fewer seeds</source>
        <translation>запуск остановлен по истечении срока (времени, которое worker может потратить на запуск); запустите выборку CTA с --sample-blocks / --blocks или меньше сидов</translation>
    </message>
    <message>
        <source>the launch stopped: the emulator ran out of memory; use smaller params, fewer seeds or no analysis</source>
        <translation>запуск остановлен: эмулятору не хватило памяти; используйте меньшие параметры, меньше сидов или запуск без анализа</translation>
    </message>
    <message>
        <source>the launch stopped early</source>
        <translation>запуск остановлен досрочно</translation>
    </message>
    <message>
        <source> Where the warps of this CTA were: %1.</source>
        <translation> Где были warp этого CTA: %1.</translation>
    </message>
    <message>
        <source>%1; %2 of %3 CTAs finished, the first that did not is CTA (%4, %5, %6) (no warp was running when the launch stopped)</source>
        <translation>%1; завершились %2 из %3 CTA, первый незавершённый — CTA (%4, %5, %6) (когда запуск остановился, ни один warp не выполнялся)</translation>
    </message>
    <message>
        <source>the launch did not complete and reported no reason</source>
        <translation>запуск не завершился и не сообщил причину</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>possible race: the kernel shares data through shared memory; a missing or misplaced barrier (__syncthreads) lets a thread read an element before another thread wrote it</source>
        <translation>возможна гонка: ядро обменивается данными через разделяемую память; отсутствующий или неверно поставленный барьер (__syncthreads) позволяет потоку прочитать элемент раньше, чем другой поток его запишет</translation>
    </message>
    <message>
        <source>possible race: the kernel uses shared memory but has no barrier (__syncthreads), so a thread may read an element before the thread that writes it has run</source>
        <translation>возможна гонка: ядро использует разделяемую память, но в нём нет барьера (__syncthreads), поэтому поток может прочитать элемент раньше, чем выполнится поток, который его записывает</translation>
    </message>
    <message>
        <source>out_of_bounds</source>
        <translation>выход за границы</translation>
    </message>
    <message>
        <source>misaligned</source>
        <translation>без выравнивания</translation>
    </message>
    <message>
        <source>race</source>
        <translation>гонка</translation>
    </message>
    <message>
        <source>uninitialized</source>
        <translation>неинициализировано</translation>
    </message>
    <message>
        <source>divergent_barrier</source>
        <translation>расходящийся барьер</translation>
    </message>
    <message>
        <source>bad_mask</source>
        <translation>неверная маска</translation>
    </message>
    <message>
        <source>trap</source>
        <translation>trap</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>бюджет</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>не поддерживается</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>assert</source>
        <translation>assert не выполнен</translation>
    </message>
    <message>
        <source>printf</source>
        <translation>нечитаемый printf</translation>
    </message>
    <message>
        <source>stack_overflow</source>
        <translation>переполнение стека</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>срок</translation>
    </message>
    <message>
        <source>out_of_memory</source>
        <translation>нехватка памяти</translation>
    </message>
    <message>
        <source>async</source>
        <translation>асинхронный доступ</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>взаимоблокировка</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>source</source>
        <translation>исходник</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>компиляция</translation>
    </message>
    <message>
        <source>run</source>
        <translation>запуск</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>сравнение</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>профилирование</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <source>1 warp at PTX line %1: warp %2</source>
        <translation>1 варп в строке PTX %1: варп %2</translation>
    </message>
    <message>
        <source>1 warp at PTX line %1 (source line %2): warp %3</source>
        <translation>1 варп в строке PTX %1 (строка исходника %2): варп %3</translation>
    </message>
    <message>
        <source>%1 warps at PTX line %2: warps %3</source>
        <translation>варпов: %1 в строке PTX %2: варпы %3</translation>
    </message>
    <message>
        <source>%1 warps at PTX line %2 (source line %3): warps %4</source>
        <translation>варпов: %1 в строке PTX %2 (строка исходника %3): варпы %4</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 и ещё %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <translation>шаг %1 (%2)</translation>
    </message>
    <message>
        <source>step %1 (%2, %3)</source>
        <translation>шаг %1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 of %2 elements of &apos;%3&apos; were never written (they still hold the poison pattern), the first at %4; check the kernel&apos;s bounds checks and the launch grid</source>
        <translation>%1 из %2 элементов &apos;%3&apos; так и не были записаны (в них всё ещё шаблон-отрава), первый — %4; проверьте проверки границ в ядре и сетку запуска</translation>
    </message>
    <message>
        <source>a sampled run: only %1 of %2 elements of &apos;%3&apos; were written by the CTAs that ran and compared; the other %4 were not compared. Run every CTA for a verdict on the whole output</source>
        <translation>выборочный запуск: только %1 из %2 элементов &apos;%3&apos; записаны выполненными CTA и сравнены; остальные %4 не сравнивались. Запустите все CTA, чтобы получить вердикт по всему выходу</translation>
    </message>
    <message>
        <source>an all-zero output would pass &apos;%1&apos;: every reference value is within the tolerance (%2) of zero; tighten the tolerance or give the inputs a larger scale</source>
        <translation>выход из одних нулей прошёл бы &apos;%1&apos;: каждое эталонное значение в пределах допуска (%2) от нуля; ужесточите допуск или задайте входам больший масштаб</translation>
    </message>
    <message>
        <source>the reference of &apos;%1&apos; is constant (every element is %2); a kernel that writes that constant passes; check the reference and the inputs</source>
        <translation>эталон &apos;%1&apos; постоянен (каждый элемент равен %2); ядро, записывающее эту константу, проходит; проверьте эталон и входы</translation>
    </message>
    <message>
        <source>the reference of &apos;%1&apos; holds %2 NaN or infinite values; an output passes there only with the same value</source>
        <translation>эталон &apos;%1&apos; содержит значений NaN или бесконечностей: %2; выход проходит там только с тем же значением</translation>
    </message>
    <message>
        <source>output &apos;%1&apos; is bit-identical for all %2 seeds although the inputs and the reference change; the kernel may ignore its inputs or write a constant</source>
        <translation>выход &apos;%1&apos; побитово одинаков для всех сидов (%2), хотя входы и эталон меняются; возможно, ядро игнорирует входы или пишет константу</translation>
    </message>
    <message>
        <source>the task has no [reference]: the kernel ran but no output was checked; add a [reference] table</source>
        <translation>у задачи нет [reference]: ядро выполнилось, но ни один выход не проверен; добавьте таблицу [reference]</translation>
    </message>
    <message>
        <source>output &apos;%1&apos; has no reference and was not checked; list it in reference.outputs</source>
        <translation>у выхода &apos;%1&apos; нет эталона, и он не проверен; добавьте его в reference.outputs</translation>
    </message>
    <message>
        <source>the kernel wrote to input buffer &apos;%1&apos; (%2 elements changed, the first at %3); the reference used the original values — declare it role = &quot;inout&quot; if the kernel is meant to update it</source>
        <translation>ядро записало во входной буфер &apos;%1&apos; (изменено элементов: %2, первый — %3); эталон использовал исходные значения — объявите его role = &quot;inout&quot;, если ядро должно его обновлять</translation>
    </message>
    <message>
        <source>the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: give smaller sizes in the Params box of the Run toolbar, or choose “Run a sample” when Run asks about a long run)</source>
        <translation>запуск остановлен: ядро не завершилось за %1 инструкций варпа — бюджет инструкций (бесконечный цикл или сетка, слишком большая для эмулятора: задайте меньшие размеры в поле «Параметры» панели «Запуск» или выберите «Выполнить выборку» в диалоге «Этот запуск займёт много времени»)</translation>
    </message>
    <message>
        <source>the launch stopped at its deadline (the time the worker may take for a run); run fewer seeds (the Seeds box of the Run toolbar), smaller sizes (its Params box), or choose “Run a sample” when Run asks about a long run</source>
        <translation>запуск остановлен по крайнему сроку (времени, которое рабочий процесс может потратить на запуск); запустите меньше сидов (поле «Сиды» панели «Запуск»), меньшие размеры (её поле «Параметры») или выберите «Выполнить выборку» в диалоге «Этот запуск займёт много времени»</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (Backend: Emulator in the Run toolbar) to locate it. The CUDA context is lost: the worker restarts before the next GPU run</source>
        <translation>ядро &apos;%1&apos; упало на GPU с %2: %3. GPU не говорит, какой поток и какая строка; запустите задачу на эмуляторе (Бэкенд: Эмулятор на панели «Запуск»), чтобы найти место. Контекст CUDA потерян: рабочий процесс перезапустится до следующего запуска на GPU</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; was not run: the CUDA context was lost earlier (%2); the worker restarts by itself, run again</source>
        <translation>ядро &apos;%1&apos; не запущено: контекст CUDA был потерян раньше (%2); рабочий процесс перезапускается сам, запустите снова</translation>
    </message>
    <message>
        <source>source line %1 (PTX line %2)</source>
        <translation>строке исходника %1 (строка PTX %2)</translation>
    </message>
    <message>
        <source>PTX line %1</source>
        <translation>строке PTX %1</translation>
    </message>
    <message>
        <source>shared memory at offset %1</source>
        <translation>разделяемую память по смещению %1</translation>
    </message>
    <message>
        <source>shared memory at offset %1 (&apos;%2&apos;)</source>
        <translation>разделяемую память по смещению %1 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>overwrote %1</source>
        <translation>перезаписал %1</translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>прочитал %1</translation>
    </message>
    <message>
        <source>stored to global memory at %1, the source of a copy,</source>
        <translation>записал в глобальную память по адресу %1, источник копии,</translation>
    </message>
    <message>
        <source>stored to global memory at %1 (%2), the source of a copy,</source>
        <translation>записал в глобальную память по адресу %1 (%2), источник копии,</translation>
    </message>
    <message>
        <source>asynccheck: %1 while a cp.async is still in flight: the copy issued at %2 by thread %3 has not been retired by a cp.async.wait_group / wait_all of that thread, so a GPU may see the old bytes or the new ones. %4</source>
        <translation>asynccheck: %1, пока cp.async ещё выполняется: копию, запущенную в %2 потоком %3, ещё не завершил cp.async.wait_group / wait_all этого потока, поэтому GPU может увидеть старые байты или новые. %4</translation>
    </message>
    <message>
        <source>Retire the copy first: cp.async.wait_group N (cp_async_wait&lt;N&gt;, __pipeline_wait_prior(N)) retires all but the newest N committed groups, then __syncthreads() before other threads touch the data.</source>
        <translation>Сначала завершите копию: cp.async.wait_group N (cp_async_wait&lt;N&gt;, __pipeline_wait_prior(N)) завершает все зафиксированные группы, кроме N последних, затем __syncthreads(), прежде чем другие потоки тронут данные.</translation>
    </message>
    <message>
        <source>Wait for the copy&apos;s group before overwriting its source.</source>
        <translation>Дождитесь группы копии, прежде чем перезаписывать её источник.</translation>
    </message>
    <message>
        <source>asynccheck: %1 while the bulk copy issued at %2 by thread %3 into it is in flight: no thread has waited on its mbarrier yet, so a GPU may see the old bytes or the new ones. Wait for the barrier&apos;s phase (mbarrier.try_wait.parity) before touching the destination.</source>
        <translation>asynccheck: %1, пока массовая копия, запущенная в %2 потоком %3, ещё пишет туда: ни один поток ещё не ждал на её mbarrier, поэтому GPU может увидеть старые байты или новые. Дождитесь фазы барьера (mbarrier.try_wait.parity), прежде чем трогать приёмник.</translation>
    </message>
    <message>
        <source>cp.async src-size %1 is larger than its cp-size %2 (the PTX ISA leaves the result undefined; src-size must be at most cp-size)</source>
        <translation>src-size %1 у cp.async больше его cp-size %2 (PTX ISA оставляет результат неопределённым; src-size должен быть не больше cp-size)</translation>
    </message>
    <message>
        <source>trap executed</source>
        <translation>выполнена инструкция trap</translation>
    </message>
    <message>
        <source>brkpt executed</source>
        <translation>выполнена инструкция brkpt</translation>
    </message>
    <message>
        <source>bar.warp.sync (__syncwarp) executed by a lane that is not in its member mask</source>
        <translation>bar.warp.sync (__syncwarp) выполнена линией, которой нет в её маске участников</translation>
    </message>
    <message>
        <source>%1 executed by a lane that is not in its member mask</source>
        <translation>%1 выполнена линией, которой нет в её маске участников</translation>
    </message>
    <message>
        <source>warp-synchronous instruction waits forever for lanes of its member mask that never reach it</source>
        <translation>синхронная инструкция варпа вечно ждёт линии своей маски участников, которые до неё не доходят</translation>
    </message>
    <message>
        <source>which is not a thread of the block</source>
        <translation>которая не является потоком блока</translation>
    </message>
    <message>
        <source>which has exited</source>
        <translation>которая уже завершилась</translation>
    </message>
    <message>
        <source>which is not taking part in it (it has left for another branch or an early return)</source>
        <translation>которая в ней не участвует (ушла в другую ветвь или по раннему return)</translation>
    </message>
    <message>
        <source>shfl.sync&apos;s member mask names lane %1 (exited lanes %2), %3; a GPU gives undefined values (drop exited lanes from the mask, e.g. __activemask() or a mask computed before the early return)</source>
        <translation>маска участников shfl.sync называет линию %1 (завершённые линии %2), %3; GPU даёт неопределённые значения (уберите завершённые линии из маски, например __activemask() или маска, вычисленная до раннего return)</translation>
    </message>
    <message>
        <source>shfl.sync reads lane %1, %2; a GPU gives an undefined value (keep the lanes a shuffle reads alive until it runs)</source>
        <translation>shfl.sync читает линию %1, %2; GPU даёт неопределённое значение (держите линии, которые читает shuffle, живыми до его выполнения)</translation>
    </message>
    <message>
        <source>printf: %1</source>
        <translation>printf: %1</translation>
    </message>
    <message>
        <source>its format string pointer does not point to a readable string</source>
        <translation>указатель на строку формата не указывает на читаемую строку</translation>
    </message>
    <message>
        <source>argument %1 (byte %2 of the argument buffer) is unreadable</source>
        <translation>аргумент %1 (байт %2 буфера аргументов) не читается</translation>
    </message>
    <message>
        <source>the %s argument %1 points to %2, which is not a readable string</source>
        <translation>аргумент %s %1 указывает на %2, а это не читаемая строка</translation>
    </message>
    <message>
        <source>assertion `%1` failed in %2 (%3:%4); a GPU stops the kernel here with cudaErrorAssert</source>
        <translation>утверждение `%1` не выполнено в %2 (%3:%4); GPU останавливает здесь ядро с cudaErrorAssert</translation>
    </message>
    <message>
        <source>stack overflow: %1 needs %2 bytes, more than is left of the %3-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)</source>
        <translation>переполнение стека: %1 требует %2 байт, больше, чем осталось от стека вызовов в %3 байт на поток (кадры рекурсии и alloca; GPU завершает запуск ошибкой CUDA_ERROR_ILLEGAL_ADDRESS или ошибкой переполнения стека). Ограничьте рекурсию или увеличьте [launch] stack_size в task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) на GPU)</translation>
    </message>
    <message>
        <source>stack overflow: %1 runs past the %2-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)</source>
        <translation>переполнение стека: %1 выходит за стек вызовов в %2 байт на поток (кадры рекурсии и alloca; GPU завершает запуск ошибкой CUDA_ERROR_ILLEGAL_ADDRESS или ошибкой переполнения стека). Ограничьте рекурсию или увеличьте [launch] stack_size в task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) на GPU)</translation>
    </message>
    <message>
        <source>alloca of %1 bytes</source>
        <translation>alloca на %1 байт</translation>
    </message>
    <message>
        <source>call %1 levels deep</source>
        <translation>вызов глубиной %1 уровней</translation>
    </message>
    <message>
        <source>a call frame</source>
        <translation>кадр вызова</translation>
    </message>
    <message>
        <source>the next call frame</source>
        <translation>следующий кадр вызова</translation>
    </message>
    <message>
        <source>brx.idx index %1 is outside its %2 branch targets (PTX leaves this undefined; a GPU jumps anywhere)</source>
        <translation>индекс brx.idx %1 вне его целей перехода (их %2) (PTX оставляет это неопределённым; GPU прыгает куда угодно)</translation>
    </message>
    <message>
        <source>call through a register to function &apos;%1&apos;, which does not match the call&apos;s prototype</source>
        <translation>вызов через регистр функции &apos;%1&apos;, которая не соответствует прототипу вызова</translation>
    </message>
    <message>
        <source>call through a register to address %1, which is not a function of the module</source>
        <translation>вызов через регистр по адресу %1, который не является функцией модуля</translation>
    </message>
    <message>
        <source>%1 is .aligned: every thread of the warp must execute it, but its guard predicate is false for lane %2 (a GPU gives undefined results; run it unconditionally)</source>
        <translation>%1 — инструкция .aligned: её должны выполнить все потоки варпа, но её предикат-страж ложен для линии %2 (GPU даёт неопределённые результаты; выполняйте её безусловно)</translation>
    </message>
    <message>
        <source>%1 needs the row address of lane %2, which has exited (every thread of the warp must execute it; a GPU gives undefined results)</source>
        <translation>%1 нужен адрес строки от линии %2, которая уже завершилась (её должны выполнить все потоки варпа; GPU даёт неопределённые результаты)</translation>
    </message>
    <message>
        <source>%1: the generic row address of lane %2 is not in shared memory (it must point into .shared; convert it with cvta.to.shared or __cvta_generic_to_shared)</source>
        <translation>%1: обобщённый адрес строки линии %2 не в разделяемой памяти (он должен указывать в .shared; преобразуйте его через cvta.to.shared или __cvta_generic_to_shared)</translation>
    </message>
    <message>
        <source>%1 at address %2 must be aligned to %3 bytes</source>
        <translation>%1 по адресу %2 должна быть выровнена на %3 байт</translation>
    </message>
    <message>
        <source>the %1-byte range of %2 leaves its allocation after %3 bytes</source>
        <translation>диапазон в %1 байт у %2 выходит за свою область памяти после %3 байт</translation>
    </message>
    <message>
        <source>cp.async.bulk of %1 bytes; the size must be a multiple of 16</source>
        <translation>cp.async.bulk на %1 байт; размер должен быть кратен 16</translation>
    </message>
    <message>
        <source>cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has %2 CTAs</source>
        <translation>cp.async.bulk .multicast::cluster называет ранг CTA %1, но в кластере CTA: %2</translation>
    </message>
    <message>
        <source>cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has 1 CTA</source>
        <translation>cp.async.bulk .multicast::cluster называет ранг CTA %1, но в кластере 1 CTA</translation>
    </message>
    <message>
        <source>the tensor map this instruction names is not one Warpscope encoded (the emulator reads only maps built from a task&apos;s tmap: argument); pass it as a tmap:BUFFER(...) argument</source>
        <translation>карта тензора, которую называет эта инструкция, закодирована не Warpscope (эмулятор читает только карты, построенные из аргумента tmap: задачи); передайте её как аргумент tmap:BUFFER(...)</translation>
    </message>
    <message>
        <source>a %1d tensor copy with a tensor map of rank %2; use cp.async.bulk.tensor.%2d</source>
        <translation>копия тензора %1d с картой тензора ранга %2; используйте cp.async.bulk.tensor.%2d</translation>
    </message>
    <message>
        <source>an .im2col tensor copy with a tiled tensor map; the instruction&apos;s load mode and the map&apos;s (tmap: option mode=) must agree</source>
        <translation>копия тензора .im2col с плиточной картой тензора; режим загрузки инструкции и карты (опция mode= у tmap:) должны совпадать</translation>
    </message>
    <message>
        <source>a tiled tensor copy with an im2col tensor map; the instruction&apos;s load mode and the map&apos;s (tmap: option mode=) must agree</source>
        <translation>плиточная копия тензора с картой тензора im2col; режим загрузки инструкции и карты (опция mode= у tmap:) должны совпадать</translation>
    </message>
    <message>
        <source>the .multicast::cluster mask names CTA rank %1, but the cluster has %2 CTAs</source>
        <translation>маска .multicast::cluster называет ранг CTA %1, но в кластере CTA: %2</translation>
    </message>
    <message>
        <source>the .multicast::cluster mask names CTA rank %1, but the cluster has 1 CTA</source>
        <translation>маска .multicast::cluster называет ранг CTA %1, но в кластере 1 CTA</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1</source>
        <translation>mbarrier по смещению %1 в разделяемой памяти</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (variable &apos;%2&apos;)</source>
        <translation>mbarrier по смещению %1 в разделяемой памяти (переменная &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (variable &apos;%2&apos; + %3)</source>
        <translation>mbarrier по смещению %1 в разделяемой памяти (переменная &apos;%2&apos; + %3)</translation>
    </message>
    <message>
        <source>the mbarrier at shared offset %1 (dynamic shared memory + %2)</source>
        <translation>mbarrier по смещению %1 в разделяемой памяти (динамическая разделяемая память + %2)</translation>
    </message>
    <message>
        <source>the mbarrier address %1 is not in shared memory; an mbarrier object must be a __shared__ uint64_t</source>
        <translation>адрес mbarrier %1 не в разделяемой памяти; объект mbarrier должен быть __shared__ uint64_t</translation>
    </message>
    <message>
        <source>the complete_tx of a bulk copy</source>
        <translation>complete_tx массовой копии</translation>
    </message>
    <message>
        <source>%1 on %2, which no mbarrier.init has initialised (init it first, and make the init visible with a barrier or fence.mbarrier_init before other threads use it)</source>
        <translation>%1 над: %2, который не инициализирован ни одним mbarrier.init (сначала инициализируйте его и сделайте инициализацию видимой барьером или fence.mbarrier_init, прежде чем его используют другие потоки)</translation>
    </message>
    <message>
        <source>%1 on %2, which mbarrier.inval has invalidated (init it again before reusing it)</source>
        <translation>%1 над: %2, который аннулирован mbarrier.inval (инициализируйте его заново, прежде чем использовать снова)</translation>
    </message>
    <message>
        <source>%1 was overwritten by an ordinary store while it was live (between mbarrier.init and mbarrier.inval); the emulator keeps using the barrier&apos;s own state, a GPU would not. Keep barrier objects apart from data and invalidate a barrier before reusing its bytes</source>
        <translation>%1 перезаписан обычной записью, пока был живым (между mbarrier.init и mbarrier.inval); эмулятор продолжает использовать собственное состояние барьера, GPU так не сделает. Держите объекты барьеров отдельно от данных и аннулируйте барьер, прежде чем использовать его байты повторно</translation>
    </message>
    <message>
        <source>all lanes</source>
        <translation>все линии</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>линия %1</translation>
    </message>
    <message>
        <source>warp %1 (%2)</source>
        <translation>варп %1 (%2)</translation>
    </message>
    <message>
        <source>the phase of parity %1</source>
        <translation>фазу чётности %1</translation>
    </message>
    <message>
        <source>phase %1 (from the arrive&apos;s state)</source>
        <translation>фазу %1 (из состояния arrive)</translation>
    </message>
    <message>
        <source>mbarrier wait can never complete: %1 wait for %2 of %3, whose current phase is %4 (parity %5) with %6 of %7 arrivals and %8 tx bytes still missing, and no thread can arrive any more. Check the parity the loop waits for (it flips after every phase), the count given to mbarrier.init, and that every expected copy is issued</source>
        <translation>ожидание mbarrier никогда не завершится: %1 ждут %2 у: %3, текущая фаза которого %4 (чётность %5), и не хватает %6 из %7 прибытий и %8 байт tx, а прибыть больше некому. Проверьте чётность, которую ждёт цикл (она меняется после каждой фазы), счётчик, переданный mbarrier.init, и что запущена каждая ожидаемая копия</translation>
    </message>
    <message>
        <source>expect_tx bytes never delivered: %1 still expected %2 bytes in phase %3 when the CTA ended; the copies that should complete them were never issued, or were given fewer bytes (a box smaller than the expect_tx count)</source>
        <translation>байты expect_tx так и не доставлены: %1 всё ещё ждал %2 байт в фазе %3, когда CTA завершился; копии, которые должны были их доставить, не были запущены или получили меньше байт (коробка меньше счётчика expect_tx)</translation>
    </message>
    <message>
        <source>mbarrier.init of %1 with count %2; the expected arrival count must be 1 to 1048575</source>
        <translation>mbarrier.init для: %1 со счётчиком %2; ожидаемое число прибытий должно быть от 1 до 1048575</translation>
    </message>
    <message>
        <source>mbarrier.init of %1 while threads wait on it or copies complete on it; invalidate it only after its last phase</source>
        <translation>mbarrier.init для: %1, пока на нём ждут потоки или завершаются копии; аннулируйте его только после последней фазы</translation>
    </message>
    <message>
        <source>mbarrier.inval of %1 while threads wait on it or copies complete on it</source>
        <translation>mbarrier.inval для: %1, пока на нём ждут потоки или завершаются копии</translation>
    </message>
    <message>
        <source>mbarrier.arrive_drop of %1 on %2, which expects only %3 arrivals per phase</source>
        <translation>mbarrier.arrive_drop на %1 для: %2, который ждёт только %3 прибытий за фазу</translation>
    </message>
    <message>
        <source>mbarrier.arrive.noComplete completes the current phase of %1 (%2 arrivals, %3 missing); .noComplete promises that it does not, so the behaviour is undefined</source>
        <translation>mbarrier.arrive.noComplete завершает текущую фазу у: %1 (прибытий %2, не хватает %3); .noComplete обещает, что не завершает, поэтому поведение не определено</translation>
    </message>
    <message>
        <source>arrive count overflow: %1 arrival(s) on %2 in phase %3, which has no arrival left to count (it waits only for %4 tx bytes); more threads arrive than mbarrier.init&apos;s count</source>
        <translation>переполнение счётчика прибытий: прибытий %1 на: %2 в фазе %3, где не осталось прибытий для подсчёта (он ждёт только %4 байт tx); прибывает больше потоков, чем счётчик mbarrier.init</translation>
    </message>
    <message>
        <source>arrive count overflow: one %1 by %2 threads completed %3 phases of %4, which expects %5 arrivals per phase; let one elected thread arrive, or init the barrier with the number of arriving threads</source>
        <translation>переполнение счётчика прибытий: один %1 от %2 потоков завершил %3 фаз у: %4, который ждёт %5 прибытий за фазу; пусть прибывает один выбранный поток, или инициализируйте барьер числом прибывающих потоков</translation>
    </message>
    <message>
        <source>%1 is a whole-warp instruction, but %2 (lanes taking part %3); a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged</source>
        <translation>%1 — инструкция всего варпа, но %2 (участвующие линии %3); GPU даёт неопределённые результаты. Выполняйте её всеми 32 линиями варпа, без стража и в сходящемся состоянии</translation>
    </message>
    <message>
        <source>some lanes of the warp skip it (a guard predicate that differs between lanes)</source>
        <translation>некоторые линии варпа её пропускают (предикат-страж различается между линиями)</translation>
    </message>
    <message>
        <source>some lanes of the warp have exited or are not threads of the block</source>
        <translation>некоторые линии варпа завершились или не являются потоками блока</translation>
    </message>
    <message>
        <source>%1: the sparsity metadata of row %2, chunk %3 is 0b%4, which the PTX ISA leaves undefined (%5); a GPU may compute anything. Check how the metadata is built (row, chunk and the selected lanes)</source>
        <translation>%1: метаданные разреженности строки %2, фрагмента %3 равны 0b%4, что PTX ISA оставляет неопределённым (%5); GPU может вычислить что угодно. Проверьте, как строятся метаданные (строка, фрагмент и выбранные линии)</translation>
    </message>
    <message>
        <source>.tf32 takes only 0b0100 and 0b1110</source>
        <translation>.tf32 допускает только 0b0100 и 0b1110</translation>
    </message>
    <message>
        <source>::ordered_metadata wants the lower index in the low bits, smaller</source>
        <translation>::ordered_metadata требует меньший индекс в младших битах, по возрастанию</translation>
    </message>
    <message>
        <source>two indices name the same column</source>
        <translation>два индекса называют один и тот же столбец</translation>
    </message>
    <message>
        <source>%1 is a whole-warp instruction, but only lanes %2 execute it; a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged</source>
        <translation>%1 — инструкция всего варпа, но её выполняют только линии %2; GPU даёт неопределённые результаты. Выполняйте её всеми 32 линиями варпа, без стража и в сходящемся состоянии</translation>
    </message>
    <message>
        <source>%1: the %2 descriptor reads shared memory at offset %3 (%4 bytes), beyond the CTA&apos;s %5 bytes; check the descriptor&apos;s start address, LBO and SBO</source>
        <translation>%1: дескриптор %2 читает разделяемую память по смещению %3 (%4 байт), за пределами %5 байт CTA; проверьте начальный адрес, LBO и SBO дескриптора</translation>
    </message>
    <message>
        <source>%1 is a warpgroup instruction, but not every lane of the warp executes it; a GPU gives undefined results. Run it with all 128 threads of the warpgroup, unguarded and converged</source>
        <translation>%1 — инструкция группы варпов, но её выполняют не все линии варпа; GPU даёт неопределённые результаты. Выполняйте её всеми 128 потоками группы варпов, без стража и в сходящемся состоянии</translation>
    </message>
    <message>
        <source>%1: the sparsity metadata of row %2, chunk %3 is a value the PTX ISA leaves undefined (%4); a GPU may compute anything. Check how the metadata is built</source>
        <translation>%1: метаданные разреженности строки %2, фрагмента %3 имеют значение, которое PTX ISA оставляет неопределённым (%4); GPU может вычислить что угодно. Проверьте, как строятся метаданные</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>строке %1</translation>
    </message>
    <message>
        <source>an accumulator register</source>
        <translation>регистр-аккумулятор</translation>
    </message>
    <message>
        <source>asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators</source>
        <translation>asynccheck: %1 трогает %2, аккумулятор wgmma.mma_async в %3, до того как его завершил wgmma.wait_group; на GPU тензорные ядра могут всё ещё писать в него. Зафиксируйте группу и дождитесь её (wgmma.commit_group; wgmma.wait_group 0), прежде чем читать или менять аккумуляторы</translation>
    </message>
    <message>
        <source>asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group (its wgmma.commit_group has not even run) retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators</source>
        <translation>asynccheck: %1 трогает %2, аккумулятор wgmma.mma_async в %3, до того как его завершил wgmma.wait_group (его wgmma.commit_group даже не выполнялся); на GPU тензорные ядра могут всё ещё писать в него. Зафиксируйте группу и дождитесь её (wgmma.commit_group; wgmma.wait_group 0), прежде чем читать или менять аккумуляторы</translation>
    </message>
    <message>
        <source>barrier.cluster.wait waits forever: a thread of the cluster&apos;s %1 CTAs never arrives (it waits at another barrier, or a cluster.sync() is inside a branch that not every thread takes)</source>
        <translation>barrier.cluster.wait ждёт вечно: поток одного из CTA кластера (всего %1) так и не прибывает (он ждёт на другом барьере, или cluster.sync() стоит в ветви, по которой идут не все потоки)</translation>
    </message>
    <message>
        <source>barrier waits forever: %1 of %2 threads arrived, the others exited early or wait at another barrier (a __syncthreads() inside a branch that not every thread takes)</source>
        <translation>барьер ждёт вечно: прибыли %1 из %2 потоков, остальные завершились раньше или ждут на другом барьере (__syncthreads() в ветви, по которой идут не все потоки)</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; was not run: the CUDA context was lost earlier (%2); the process must restart before the GPU can run again (the GUI&apos;s worker restarts by itself; run the command again)</source>
        <translation>ядро &apos;%1&apos; не запущено: контекст CUDA был потерян раньше (%2); процесс должен перезапуститься, прежде чем GPU сможет снова работать (рабочий процесс GUI перезапускается сам; выполните команду снова)</translation>
    </message>
    <message>
        <source>cancelled while kernel &apos;%1&apos; was running on the GPU; a running kernel cannot be stopped, so the process must exit to free the GPU (the worker restarts)</source>
        <translation>отменено, пока ядро &apos;%1&apos; выполнялось на GPU; работающее ядро нельзя остановить, поэтому процесс должен завершиться, чтобы освободить GPU (рабочий процесс перезапускается)</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; is still running after %2 s (the deadline): it may loop forever. A running kernel cannot be stopped, so the process must exit to free the GPU; run it on the emulator, whose instruction budget stops it and shows where it loops</source>
        <translation>ядро &apos;%1&apos; всё ещё работает после %2 с (крайний срок): возможно, оно зациклилось. Работающее ядро нельзя остановить, поэтому процесс должен завершиться, чтобы освободить GPU; запустите его на эмуляторе, чей бюджет инструкций его остановит и покажет, где оно крутится</translation>
    </message>
    <message>
        <source>kernel &apos;%1&apos; faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (--backend emu) to locate it. The CUDA context is lost: the process must restart before the next GPU run</source>
        <translation>ядро &apos;%1&apos; упало на GPU с %2: %3. GPU не говорит, какой поток и какая строка; запустите задачу на эмуляторе (--backend emu), чтобы найти место. Контекст CUDA потерян: процесс должен перезапуститься до следующего запуска на GPU</translation>
    </message>
    <message>
        <source>an error this build does not know</source>
        <translation>ошибка, неизвестная этой сборке</translation>
    </message>
</context>
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
    <name>FindingPins</name>
    <message>
        <source>%1 with line %2: block %3, thread %4 vs thread %5</source>
        <translation>%1 со строкой %2: блок %3, поток %4 и поток %5</translation>
    </message>
    <message>
        <source>%1: block %2, thread %3</source>
        <translation>%1: блок %2, поток %3</translation>
    </message>
    <message numerus="yes">
        <source> (%n occurrence(s))</source>
        <translation>
            <numerusform> (%n случай)</numerusform>
            <numerusform> (%n случая)</numerusform>
            <numerusform> (%n случаев)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuTimeText</name>
    <message>
        <source>the fairness audit passed</source>
        <translation>аудит честности пройден</translation>
    </message>
    <message>
        <source>the fairness audit FAILED: %1</source>
        <translation>аудит честности НЕ ПРОЙДЕН: %1</translation>
    </message>
    <message>
        <source>Median of %1 timed runs (quartiles %2 – %3) on %4, order %5, %6, timer %7; %8.</source>
        <translation>Медиана %1 замеренных запусков (квартили %2 – %3) на %4, порядок %5, %6, таймер %7; %8.</translation>
    </message>
    <message>
        <source>L2 warm</source>
        <translation>L2 прогрет</translation>
    </message>
    <message>
        <source>L2 flushed before each run</source>
        <translation>L2 сбрасывается перед каждым запуском</translation>
    </message>
    <message>
        <source>— (needs a GPU)</source>
        <translation>— (нужен GPU)</translation>
    </message>
    <message>
        <source>GPU time needs a CUDA device: the implementations are timed A/B with the fair method (warpscope-cli bench --implementation B --baseline-implementation A). Here: %1.</source>
        <translation>Для времени на GPU нужно устройство CUDA: реализации замеряются A/B честным методом (warpscope-cli bench --implementation B --baseline-implementation A). Здесь: %1.</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>не замерено</translation>
    </message>
    <message>
        <source>Run › Time implementations on GPU (A/B) times each implementation against the first one with the fair method</source>
        <translation>Запуск › Замерить реализации на GPU (A/B) замеряет каждую реализацию против первой честным методом</translation>
    </message>
    <message>
        <source> (×%1 vs %2)</source>
        <translation> (×%1 против %2)</translation>
    </message>
    <message>
        <source> ⚠ audit</source>
        <translation> ⚠ аудит</translation>
    </message>
    <message>
        <source>Speedup: the baseline&apos;s time over this one&apos;s, median of %1 pairs.</source>
        <translation>Ускорение: время базовой линии, делённое на время этой, медиана %1 пар.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 нс</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
</context>
<context>
    <name>LineMetrics</name>
    <message>
        <source>&amp;Executions (warp instructions)</source>
        <translation>&amp;Выполнения (инструкции варпа)</translation>
    </message>
    <message>
        <source>Excess global &amp;sectors (coalescing)</source>
        <translation>Лишние глобальные &amp;секторы (объединение обращений)</translation>
    </message>
    <message>
        <source>Excess shared &amp;wavefronts (bank conflicts)</source>
        <translation>Лишние shared-&amp;wavefronts (конфликты банков)</translation>
    </message>
    <message>
        <source>&amp;Divergent branches</source>
        <translation>&amp;Расходящиеся ветвления</translation>
    </message>
    <message>
        <source>&amp;Lane efficiency</source>
        <translation>&amp;Эффективность потоков</translation>
    </message>
    <message>
        <source>Source line %1</source>
        <translation>Строка исходного кода %1</translation>
    </message>
    <message>
        <source>PTX line %1</source>
        <translation>Строка PTX %1</translation>
    </message>
    <message>
        <source>SASS line %1: %2 %3, attributed from PTX line %4 (the emulator counts PTX instructions)</source>
        <translation>Строка SASS %1: %2 %3, перенесено со строки PTX %4 (эмулятор считает инструкции PTX)</translation>
    </message>
    <message>
        <source> (new)</source>
        <translation> (новая)</translation>
    </message>
    <message>
        <source>No counterpart in the baseline %1</source>
        <translation>Нет соответствия в базовой линии %1</translation>
    </message>
    <message>
        <source>Baseline %1, line %2: %3</source>
        <translation>Базовая линия %1, строка %2: %3</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: выберите файл с расширением .png, .svg или .pdf</translation>
    </message>
    <message>
        <source>%1 could not be written; check that the folder exists and is writable</source>
        <translation>Не удалось записать %1; проверьте, что папка существует и доступна для записи</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1; unsaved changes are not protected against a crash. Check that the folder is writable.</source>
        <translation>Не удалось создать папку восстановления %1; несохранённые изменения не защищены от сбоя. Проверьте, что папка доступна для записи.</translation>
    </message>
    <message>
        <source>Cannot autosave into %1: %2</source>
        <translation>Не удалось выполнить автосохранение в %1: %2</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Cannot create the folder %1 for the report&apos;s images.</source>
        <translation>Не удалось создать папку %1 для изображений отчёта.</translation>
    </message>
</context>
<context>
    <name>ReviewDocument</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 (a file of that name, a read-only place or a full disk?). Choose another place with Save review as.</source>
        <translation>Не удалось создать папку %1 (файл с таким именем, место только для чтения или заполненный диск?). Выберите другое место через «Сохранить рецензию как».</translation>
    </message>
</context>
<context>
    <name>RunAdmission</name>
    <message>
        <source>Estimated peak memory of a run: %1 of %2 available (%3)</source>
        <translation>Оценка пиковой памяти запуска: %1 из доступных %2 (%3)</translation>
    </message>
</context>
<context>
    <name>RunParams</name>
    <message>
        <source>Params: “%1” is not NAME=integer; write for example N=33, M=4</source>
        <translation>Параметры: «%1» не в формате ИМЯ=целое; например, N=33, M=4</translation>
    </message>
    <message>
        <source>Sweep line %1: “%2” is not NAME = v1, v2, ...; write for example N = 1, 31, 33, 1000</source>
        <translation>Строка перебора %1: «%2» не в формате ИМЯ = v1, v2, ...; например, N = 1, 31, 33, 1000</translation>
    </message>
    <message>
        <source>Sweep line %1: “%2” is not an integer</source>
        <translation>Строка перебора %1: «%2» — не целое число</translation>
    </message>
    <message>
        <source>Sweep line %1: %2 has no values</source>
        <translation>Строка перебора %1: у %2 нет значений</translation>
    </message>
    <message>
        <source>Sweep line %1: %2 has %3 values but %4 has %5; every parameter needs one value per row</source>
        <translation>Строка перебора %1: у %2 значений: %3, а у %4: %5; каждому параметру нужно по одному значению на строку</translation>
    </message>
    <message>
        <source>The sweep is empty; write one line per parameter, for example N = 1, 31, 33, 1000</source>
        <translation>Перебор пуст; напишите по одной строке на параметр, например N = 1, 31, 33, 1000</translation>
    </message>
    <message>
        <source>this task has no params</source>
        <translation>у этой задачи нет параметров</translation>
    </message>
    <message>
        <source>the task&apos;s params are %1</source>
        <translation>параметры задачи: %1</translation>
    </message>
    <message>
        <source>%1: the task has no param “%2”; %3</source>
        <translation>%1: у задачи нет параметра «%2»; %3</translation>
    </message>
    <message>
        <source>%1: the task has no param “%2” (names are case-sensitive: did you mean %3?); %4</source>
        <translation>%1: у задачи нет параметра «%2» (имена чувствительны к регистру: может быть, %3?); %4</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <source>passed (atol/rtol)</source>
        <translation>пройдено (atol/rtol)</translation>
    </message>
    <message>
        <source>passed (ULP)</source>
        <translation>пройдено (ULP)</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>провал</translation>
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
        <translation>знак</translation>
    </message>
    <message>
        <source>unwritten</source>
        <translation>не записано</translation>
    </message>
    <message>
        <source>Vacuous tolerance</source>
        <translation>Тривиальный допуск</translation>
    </message>
    <message>
        <source>Constant reference</source>
        <translation>Постоянный эталон</translation>
    </message>
    <message>
        <source>Output unchanged across seeds</source>
        <translation>Выход не меняется между сидами</translation>
    </message>
    <message>
        <source>Unwritten elements</source>
        <translation>Незаписанные элементы</translation>
    </message>
    <message>
        <source>Non-finite reference</source>
        <translation>Неконечный эталон</translation>
    </message>
    <message>
        <source>Input modified</source>
        <translation>Вход изменён</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Не сравнивалось</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>не сравнивался</translation>
    </message>
    <message>
        <source>untouched (neither side wrote it)</source>
        <translation>не тронут (не записан ни ядром, ни эталоном)</translation>
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
        <translation>ничего не проходит</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source> (%1 default)</source>
        <translation> (по умолчанию для %1)</translation>
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
        <translation>%1 не записано</translation>
    </message>
    <message>
        <source>Sampled run</source>
        <translation>Выборочный запуск</translation>
    </message>
</context>
<context>
    <name>TableCsv</name>
    <message>
        <source>Cannot write %1: %2. Choose another folder.</source>
        <translation>Не удаётся записать %1: %2. Выберите другую папку.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. Check the disk space and permissions.</source>
        <translation>Не удаётся сохранить %1: %2. Проверьте место на диске и права доступа.</translation>
    </message>
</context>
<context>
    <name>TrustPolicy</name>
    <message>
        <source>The reference of this task is the Python script “%1”, which runs on this computer with your rights. Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.</source>
        <translation>Эталон этой задачи — скрипт Python «%1», который выполняется на этом компьютере с вашими правами. Доверяйте задаче, только если доверяете её источнику. Warpscope запомнит ваш ответ для %2.</translation>
    </message>
    <message>
        <source>The reference of this task is the Python script “%1”, which runs on the target %3 with your rights there. Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.</source>
        <translation>Эталон этой задачи — скрипт Python «%1», который выполняется на цели %3 с вашими правами там. Доверяйте задаче, только если доверяете её источнику. Warpscope запомнит ваш ответ для %2.</translation>
    </message>
    <message>
        <source>Trust this task?</source>
        <translation>Доверять этой задаче?</translation>
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
    <name>warpscope::app::AnalysisController</name>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Профилировать</translation>
    </message>
    <message>
        <source>Save the source and run the first seed on the emulator with analysis: counters per line, memory traffic and sanitizers (Ctrl+F5)</source>
        <translation>Сохранить исходный код и запустить первый сид на эмуляторе с анализом: счётчики по строкам, трафик памяти и санитайзеры (Ctrl+F5)</translation>
    </message>
    <message>
        <source>&amp;Next hot spot</source>
        <translation>&amp;Следующая горячая точка</translation>
    </message>
    <message>
        <source>Hot spots</source>
        <translation>Горячие точки</translation>
    </message>
    <message>
        <source>Warp access</source>
        <translation>Обращения варпа</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Диаграмма памяти</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to see where its time and memory traffic go.</source>
        <translation>Профилируйте задачу (Запуск › Профилировать), чтобы увидеть, на что уходят её время и трафик памяти.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>Задача не открыта</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before profiling.</source>
        <translation>Откройте задачу (Файл › Открыть задачу…) перед профилированием.</translation>
    </message>
    <message>
        <source>The profile did not start</source>
        <translation>Профилирование не началось</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; check the disk and its rights.</source>
        <translation>Не удалось создать папку %1; проверьте диск и права доступа.</translation>
    </message>
    <message>
        <source>Profiling %1 on the emulator…</source>
        <translation>Профилирование %1 на эмуляторе…</translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation>Профилирование %1…</translation>
    </message>
    <message numerus="yes">
        <source>Profile finished: %n hint(s)</source>
        <translation>
            <numerusform>Профилирование завершено: %n подсказка</numerusform>
            <numerusform>Профилирование завершено: %n подсказки</numerusform>
            <numerusform>Профилирование завершено: %n подсказок</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile failed: %1</source>
        <translation>Профилирование не удалось: %1</translation>
    </message>
    <message>
        <source>The profile failed</source>
        <translation>Профилирование не удалось</translation>
    </message>
    <message>
        <source>No run result arrived.</source>
        <translation>Результат запуска не получен.</translation>
    </message>
    <message>
        <source>The run has no metrics: it ran without analysis. Profile it (Run › Profile) or run `warpscope-cli run TASK --analyze --out DIR`.</source>
        <translation>У запуска нет метрик: он выполнен без анализа. Профилируйте его (Запуск › Профилировать) или выполните `warpscope-cli run TASK --analyze --out DIR`.</translation>
    </message>
    <message>
        <source>The run&apos;s metrics document is damaged (%1); profile the task again.</source>
        <translation>Документ с метриками запуска повреждён (%1); профилируйте задачу снова.</translation>
    </message>
    <message>
        <source>This step&apos;s metrics are damaged (%1); profile the task again.</source>
        <translation>Метрики этого шага повреждены (%1); профилируйте задачу заново.</translation>
    </message>
    <message>
        <source>This step&apos;s kernel is in %1, not in %2 in the editor: the line numbers in the hot spots refer to %1.</source>
        <translation>Ядро этого шага находится в %1, а не в %2 в редакторе: номера строк в горячих точках относятся к %1.</translation>
    </message>
    <message>
        <source>Profile (Ctrl+F5) to see the counters of implementation %1.</source>
        <translation>Профилируйте (Ctrl+F5), чтобы увидеть счётчики реализации %1.</translation>
    </message>
    <message>
        <source>The profile is of implementation %1; the editor shows %2: choose %2 above to profile it.</source>
        <translation>Профиль относится к реализации %1; в редакторе %2: выберите %2 выше, чтобы её профилировать.</translation>
    </message>
    <message>
        <source>Not profiled: the task&apos;s Python reference is not trusted</source>
        <translation>Профилирование не запущено: Python-эталон задачи не является доверенным</translation>
    </message>
    <message>
        <source>Accept the key and profile again</source>
        <translation>Принять ключ и профилировать снова</translation>
    </message>
</context>
<context>
    <name>warpscope::app::AnalysisOverlays</name>
    <message>
        <source>Findings</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Show %1 beside the source and PTX lines</source>
        <translation>Показывать %1 рядом со строками исходного кода и PTX</translation>
    </message>
    <message>
        <source>Line &amp;metric</source>
        <translation>&amp;Метрика строк</translation>
    </message>
</context>
<context>
    <name>warpscope::app::BaselineController</name>
    <message>
        <source>Pin as &amp;baseline</source>
        <translation>Закрепить как &amp;базовую линию</translation>
    </message>
    <message>
        <source>Keep the run and the profile on screen as the baseline: later runs and profiles, of this task or another, are shown with their change against it (Ctrl+Shift+B)</source>
        <translation>Оставить запуск и профиль на экране как базовую линию: последующие запуски и профили, этой или другой задачи, показываются с изменением относительно неё (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>C&amp;lear baseline</source>
        <translation>&amp;Сбросить базовую линию</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Базовая линия</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Базовая линия: %1</translation>
    </message>
    <message>
        <source>%1 (pinned %2)</source>
        <translation>%1 (закреплена в %2)</translation>
    </message>
    <message>
        <source>Nothing to pin</source>
        <translation>Нечего закреплять</translation>
    </message>
    <message>
        <source>Run (F5) or profile (Ctrl+F5) the task first: the baseline is a run or a profile on screen.</source>
        <translation>Сначала запустите (F5) или профилируйте (Ctrl+F5) задачу: базовая линия — это запуск или профиль на экране.</translation>
    </message>
    <message>
        <source>The baseline is pinned for this session only</source>
        <translation>Базовая линия закреплена только на этот сеанс</translation>
    </message>
    <message>
        <source>Pinned %1 as the baseline: runs and profiles from now on are compared with it</source>
        <translation>%1 закреплена как базовая линия: запуски и профили отныне сравниваются с ней</translation>
    </message>
    <message>
        <source>Baseline cleared</source>
        <translation>Базовая линия сброшена</translation>
    </message>
    <message>
        <source>The baseline was cleared</source>
        <translation>Базовая линия была сброшена</translation>
    </message>
    <message>
        <source>Baseline: %1. Run a task (F5) to compare its verdicts with it.</source>
        <translation>Базовая линия: %1. Запустите задачу (F5), чтобы сравнить её вердикты с базовой линией.</translation>
    </message>
    <message numerus="yes">
        <source>Baseline: %1, %n seed(s)</source>
        <translation>
            <numerusform>Базовая линия: %1, %n сид</numerusform>
            <numerusform>Базовая линия: %1, %n сида</numerusform>
            <numerusform>Базовая линия: %1, %n сидов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now: %1, %n seed(s)</source>
        <translation>
            <numerusform>сейчас: %1, %n сид</numerusform>
            <numerusform>сейчас: %1, %n сида</numerusform>
            <numerusform>сейчас: %1, %n сидов</numerusform>
        </translation>
    </message>
    <message>
        <source>The run on screen is the baseline itself.</source>
        <translation>Запуск на экране и есть базовая линия.</translation>
    </message>
    <message>
        <source>No baseline heatmap: pin a run as the baseline and run a task.</source>
        <translation>Нет тепловой карты базовой линии: закрепите запуск как базовую линию и запустите задачу.</translation>
    </message>
    <message>
        <source>The baseline has no output named %1.</source>
        <translation>У базовой линии нет выхода с именем %1.</translation>
    </message>
    <message>
        <source>Baseline heatmap: %1</source>
        <translation>Тепловая карта базовой линии: %1</translation>
    </message>
    <message>
        <source>No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it.</source>
        <translation>Нет базовой линии: закрепите запуск или профиль (Запуск › Закрепить как базовую линию), чтобы сравнивать с ним другие.</translation>
    </message>
</context>
<context>
    <name>warpscope::app::BatchController</name>
    <message>
        <source>Submit as Slurm &amp;batch job</source>
        <translation>Отправить как &amp;пакетное задание Slurm</translation>
    </message>
    <message>
        <source>Send the task to the Slurm target chosen in Backend with sbatch and return at once; the job id is kept in the review</source>
        <translation>Отправить задачу через sbatch на цель Slurm, выбранную в «Бэкенд», и сразу вернуться; номер задания сохраняется в обзоре</translation>
    </message>
    <message>
        <source>&amp;Fetch batch results</source>
        <translation>&amp;Забрать результаты пакета</translation>
    </message>
    <message>
        <source>Read the state of the review&apos;s last batch job and, once it completed, show its results</source>
        <translation>Прочитать состояние последнего пакетного задания обзора и, когда оно завершится, показать его результаты</translation>
    </message>
    <message>
        <source>Slurm batch job %1: %2</source>
        <translation>Пакетное задание Slurm %1: %2</translation>
    </message>
    <message>
        <source>Slurm batch job %1: PENDING (%2)</source>
        <translation>Пакетное задание Slurm %1: PENDING (%2)</translation>
    </message>
    <message>
        <source>Slurm batch job %1: RUNNING on %2, %3 left</source>
        <translation>Пакетное задание Slurm %1: RUNNING на %2, осталось %3</translation>
    </message>
    <message>
        <source>%1 of %2 on %3, submitted %4</source>
        <translation>%1 для %2 на %3, отправлено %4</translation>
    </message>
    <message>
        <source>Nothing was submitted</source>
        <translation>Ничего не отправлено</translation>
    </message>
    <message>
        <source>A batch job goes to a Slurm cluster: open a task and choose a Slurm target in the Backend chooser (add one in Settings › Run targets).</source>
        <translation>Пакетное задание отправляется в кластер Slurm: откройте задачу и выберите цель Slurm в списке «Бэкенд» (добавьте её в «Настройки › Цели запуска»).</translation>
    </message>
    <message>
        <source>Submitting %1 to %2 with sbatch…</source>
        <translation>Отправка %1 на %2 через sbatch…</translation>
    </message>
    <message>
        <source>The batch job was not submitted</source>
        <translation>Пакетное задание не отправлено</translation>
    </message>
    <message>
        <source>Submitted Slurm batch job %1; Run › Fetch batch results brings its results back, also after a restart</source>
        <translation>Пакетное задание Slurm %1 отправлено; «Запуск › Забрать результаты пакета» вернёт его результаты, в том числе после перезапуска</translation>
    </message>
    <message>
        <source>No batch job to fetch</source>
        <translation>Нет пакетного задания, которое можно забрать</translation>
    </message>
    <message>
        <source>This review has no Slurm batch job; submit one with Run › Submit as Slurm batch job.</source>
        <translation>В этом обзоре нет пакетного задания Slurm; отправьте его через «Запуск › Отправить как пакетное задание Slurm».</translation>
    </message>
    <message>
        <source>The batch job&apos;s target is gone</source>
        <translation>Цели пакетного задания больше нет</translation>
    </message>
    <message>
        <source>The batch job&apos;s state could not be read</source>
        <translation>Не удалось прочитать состояние пакетного задания</translation>
    </message>
    <message>
        <source>The batch job ended without results</source>
        <translation>Пакетное задание завершилось без результатов</translation>
    </message>
    <message>
        <source>The batch job finished without a result bundle: %1</source>
        <translation>Пакетное задание завершилось без пакета результатов: %1</translation>
    </message>
    <message>
        <source>The batch job&apos;s results could not be written</source>
        <translation>Не удалось записать результаты пакетного задания</translation>
    </message>
    <message>
        <source>Fetched the results of Slurm batch job %1</source>
        <translation>Результаты пакетного задания Slurm %1 получены</translation>
    </message>
    <message>
        <source>Submit &amp;sweep as Slurm batch job</source>
        <translation>Отправить &amp;перебор как пакетное задание Slurm</translation>
    </message>
    <message>
        <source>Send every row of the task&apos;s [sweep] to the chosen Slurm target as one batch job</source>
        <translation>Отправить все строки [sweep] задачи на выбранную цель Slurm одним пакетным заданием</translation>
    </message>
    <message>
        <source>Slurm batch &amp;jobs…</source>
        <translation>Пакетные &amp;задания Slurm…</translation>
    </message>
    <message>
        <source>The review&apos;s batch jobs with their states: fetch or cancel any of them</source>
        <translation>Пакетные задания обзора с их состояниями: получите или отмените любое из них</translation>
    </message>
    <message>
        <source>The task has no [sweep] table; add one to task.toml (e.g. N = [1, 33, 1000]) or use Run › Sweep….</source>
        <translation>У задачи нет таблицы [sweep]; добавьте её в task.toml (например, N = [1, 33, 1000]) или используйте Запуск › Перебор….</translation>
    </message>
    <message>
        <source>Fetching Slurm batch job %1…</source>
        <translation>Получение пакетного задания Slurm %1…</translation>
    </message>
    <message>
        <source>Slurm batch job %1 has not finished yet; fetch again later.</source>
        <translation>Пакетное задание Slurm %1 ещё не завершилось; получите его позже.</translation>
    </message>
    <message>
        <source>Fetched the sweep of Slurm batch job %1: %2 of %3 row(s) passed; showing row %4 (each row is in %5/row-N)</source>
        <translation>Перебор пакетного задания Slurm %1 получен: прошло строк — %2 из %3; показана строка %4 (каждая строка в %5/row-N)</translation>
    </message>
    <message>
        <source>PENDING (%1)</source>
        <translation>PENDING (%1)</translation>
    </message>
    <message>
        <source>RUNNING on %1, %2 left</source>
        <translation>RUNNING на %1, осталось %2</translation>
    </message>
    <message>
        <source>No such batch job</source>
        <translation>Такого пакетного задания нет</translation>
    </message>
    <message>
        <source>target gone: %1</source>
        <translation>цели больше нет: %1</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>не прочитано: %1</translation>
    </message>
    <message>
        <source>unknown to Slurm now</source>
        <translation>Slurm его больше не знает</translation>
    </message>
    <message>
        <source>Cancelling Slurm batch job %1 (scancel)…</source>
        <translation>Отмена пакетного задания Slurm %1 (scancel)…</translation>
    </message>
    <message>
        <source>The batch job was not cancelled</source>
        <translation>Пакетное задание не отменено</translation>
    </message>
    <message>
        <source>Slurm batch job %1 was cancelled (scancel); its results will not come</source>
        <translation>Пакетное задание Slurm %1 отменено (scancel); его результатов не будет</translation>
    </message>
    <message>
        <source>Submit &amp;benchmark as Slurm batch job</source>
        <translation>Отправить &amp;бенчмарк как пакетное задание Slurm</translation>
    </message>
    <message>
        <source>Time the task on a GPU of the chosen Slurm target as a batch job (warpscope-cli bench --metrics); fetch it later into the Benchmark dock</source>
        <translation>Замерить задачу на GPU выбранной цели Slurm пакетным заданием (warpscope-cli bench --metrics); результат забирается позже в панель «Бенчмарк»</translation>
    </message>
    <message>
        <source>Not submitted: the task&apos;s Python reference is not trusted</source>
        <translation>Не отправлено: Python-эталон задачи не является доверенным</translation>
    </message>
    <message>
        <source>%1 (Slurm batch job %2)</source>
        <translation>%1 (пакетное задание Slurm %2)</translation>
    </message>
    <message>
        <source>Fetched the benchmark of Slurm batch job %1 into the Benchmark dock (kept in %2)</source>
        <translation>Бенчмарк пакетного задания Slurm %1 получен в панель «Бенчмарк» (сохранён в %2)</translation>
    </message>
    <message>
        <source>Slurm batch job %1: the benchmark did not run (exit code %2); bench&apos;s reason is in the Benchmark dock</source>
        <translation>Пакетное задание Slurm %1: бенчмарк не выполнился (код выхода %2); причина от bench — в панели «Бенчмарк»</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CaptureController</name>
    <message>
        <source>Shows: %1</source>
        <translation>Показывает: %1</translation>
    </message>
    <message>
        <source>; task %1</source>
        <translation>; задача %1</translation>
    </message>
    <message>
        <source>; step %1</source>
        <translation>; шаг %1</translation>
    </message>
    <message>
        <source>; %1 line %2</source>
        <translation>; %1, строка %2</translation>
    </message>
    <message>
        <source>; run %1</source>
        <translation>; запуск %1</translation>
    </message>
    <message>
        <source>Capture &amp;pane</source>
        <translation>Снимок &amp;панели</translation>
    </message>
    <message>
        <source>Capture &amp;window</source>
        <translation>Снимок &amp;окна</translation>
    </message>
    <message>
        <source>Capture the pane that has the focus and annotate it</source>
        <translation>Сделать снимок панели с фокусом и аннотировать его</translation>
    </message>
    <message>
        <source>Source editor</source>
        <translation>Редактор исходного кода</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>Главное окно</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CompileCompareController</name>
    <message>
        <source>Compare &amp;A/B…</source>
        <translation>Сравнить &amp;A/B…</translation>
    </message>
    <message>
        <source>Compare two compiles</source>
        <translation>Сравнение двух компиляций</translation>
    </message>
    <message>
        <source>Open a task first: the comparison compiles the task&apos;s kernel twice.</source>
        <translation>Сначала откройте задачу: при сравнении ядро задачи компилируется дважды.</translation>
    </message>
    <message>
        <source>Compiling A and B…</source>
        <translation>Компиляция A и B…</translation>
    </message>
    <message>
        <source>Compile %1 failed: %2</source>
        <translation>Ошибка компиляции %1: %2</translation>
    </message>
    <message>
        <source>Side %1 did not compile; the main window&apos;s Diagnostics shows why after Compile.</source>
        <translation>Сторона %1 не скомпилировалась; причину покажет панель «Диагностика» главного окна после компиляции.</translation>
    </message>
    <message>
        <source>Compiling A (%1) and B (%2)…</source>
        <translation>Компиляция A (%1) и B (%2)…</translation>
    </message>
    <message>
        <source>Run (F5) executes %1 and %2 on the same inputs and compares their results on the Implementations page.</source>
        <translation>Запуск (F5) выполняет %1 и %2 на одних и тех же входных данных и сравнивает их результаты на странице «Реализации».</translation>
    </message>
</context>
<context>
    <name>warpscope::app::CompileController</name>
    <message>
        <source>&amp;Compile</source>
        <translation>&amp;Компилировать</translation>
    </message>
    <message>
        <source>Compile the editor&apos;s text with NVRTC, nvJitLink (PTX) or Triton (unsaved changes included)</source>
        <translation>Скомпилировать текст редактора с помощью NVRTC, nvJitLink (PTX) или Triton (включая несохранённые изменения)</translation>
    </message>
    <message>
        <source>Compile options</source>
        <translation>Параметры компиляции</translation>
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
        <translation>Диагностика</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Занятость</translation>
    </message>
    <message>
        <source>Compile the kernel (Build ▸ Compile, Ctrl+B) to see its PTX.</source>
        <translation>Скомпилируйте ядро (Сборка ▸ Компилировать, Ctrl+B), чтобы увидеть его PTX.</translation>
    </message>
    <message>
        <source>Compile the kernel to see its SASS.</source>
        <translation>Скомпилируйте ядро, чтобы увидеть его SASS.</translation>
    </message>
    <message>
        <source>Next &amp;PTX block for this line</source>
        <translation>Следующий блок &amp;PTX для этой строки</translation>
    </message>
    <message>
        <source>Next &amp;SASS block for this line</source>
        <translation>Следующий блок &amp;SASS для этой строки</translation>
    </message>
    <message>
        <source>Open a task first: Compile builds the task&apos;s kernel.</source>
        <translation>Сначала откройте задачу: команда «Компилировать» собирает ядро задачи.</translation>
    </message>
    <message>
        <source>Compiling for sm_%1…</source>
        <translation>Компиляция для sm_%1…</translation>
    </message>
    <message>
        <source>Compile failed: %1</source>
        <translation>Ошибка компиляции: %1</translation>
    </message>
    <message numerus="yes">
        <source>Compile failed with %n error(s) — see Diagnostics.</source>
        <translation>
            <numerusform>Компиляция завершилась с %n ошибкой — см. «Диагностика».</numerusform>
            <numerusform>Компиляция завершилась с %n ошибками — см. «Диагностика».</numerusform>
            <numerusform>Компиляция завершилась с %n ошибками — см. «Диагностика».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled for sm_%1 in %2 s (from cache), %n warning(s).</source>
        <translation>
            <numerusform>Скомпилировано для sm_%1 за %2 с (из кэша), %n предупреждение.</numerusform>
            <numerusform>Скомпилировано для sm_%1 за %2 с (из кэша), %n предупреждения.</numerusform>
            <numerusform>Скомпилировано для sm_%1 за %2 с (из кэша), %n предупреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled for sm_%1 in %2 s, %n warning(s).</source>
        <translation>
            <numerusform>Скомпилировано для sm_%1 за %2 с, %n предупреждение.</numerusform>
            <numerusform>Скомпилировано для sm_%1 за %2 с, %n предупреждения.</numerusform>
            <numerusform>Скомпилировано для sm_%1 за %2 с, %n предупреждений.</numerusform>
        </translation>
    </message>
    <message>
        <source>No PTX: the compile failed. The Diagnostics pane says why.</source>
        <translation>Нет PTX: компиляция не удалась. Причина указана в панели «Диагностика».</translation>
    </message>
    <message>
        <source>No SASS: the compile failed or made no cubin.</source>
        <translation>Нет SASS: компиляция не удалась или не создала cubin.</translation>
    </message>
    <message>
        <source>No occupancy: the task&apos;s launch gives no block size, or Warpscope has no occupancy table for sm_%1.</source>
        <translation>Нет данных о занятости: в параметрах запуска задачи не задан размер блока, или у Warpscope нет таблицы занятости для sm_%1.</translation>
    </message>
    <message>
        <source>No occupancy: the compile failed.</source>
        <translation>Нет данных о занятости: компиляция не удалась.</translation>
    </message>
    <message>
        <source>%1:%2 is in a file the editor does not show; open it from the task folder.</source>
        <translation>%1:%2 находится в файле, который редактор не показывает; откройте его из папки задачи.</translation>
    </message>
    <message>
        <source>PTX (stale: the source changed since)</source>
        <translation>PTX (устарел: исходный код с тех пор изменился)</translation>
    </message>
    <message>
        <source>SASS (stale: the source changed since)</source>
        <translation>SASS (устарел: исходный код с тех пор изменился)</translation>
    </message>
    <message>
        <source>Compile the kernel to see its occupancy.</source>
        <translation>Скомпилируйте ядро, чтобы увидеть его занятость.</translation>
    </message>
    <message>
        <source>Disassembling the cubin with nvdisasm…</source>
        <translation>Дизассемблирование cubin с помощью nvdisasm…</translation>
    </message>
    <message>
        <source>The disassembly failed: %1</source>
        <translation>Дизассемблирование не удалось: %1</translation>
    </message>
    <message>
        <source>The compile did not run: %1</source>
        <translation>Компиляция не запускалась: %1</translation>
    </message>
    <message>
        <source>Disassembling on %1…</source>
        <translation>Дизассемблирование на %1…</translation>
    </message>
    <message>
        <source>Compiling for sm_%1 on %2 (%3)…</source>
        <translation>Компиляция для sm_%1 на %2 (%3)…</translation>
    </message>
    <message>
        <source>The compile was cancelled before anything was disassembled.</source>
        <translation>Компиляция отменена до того, как что-либо было дизассемблировано.</translation>
    </message>
    <message>
        <source>Cancelled %1; the views keep the last result</source>
        <translation>Отменено: %1; представления сохраняют последний результат</translation>
    </message>
    <message>
        <source>the compile on %1</source>
        <translation>компиляция на %1</translation>
    </message>
    <message>
        <source>Accept the key and compile again</source>
        <translation>Принять ключ и скомпилировать снова</translation>
    </message>
</context>
<context>
    <name>warpscope::app::DeviceOutputController</name>
    <message>
        <source>Device output</source>
        <translation>Вывод устройства</translation>
    </message>
</context>
<context>
    <name>warpscope::app::HostKeyDialog</name>
    <message>
        <source>The server&apos;s host key was not accepted</source>
        <translation>Ключ хоста сервера не принят</translation>
    </message>
    <message>
        <source>A changed key is never accepted here: someone may be listening in, or the server was reinstalled. Ask the server&apos;s administrator. Only if they confirm the new key, remove the old one in a terminal with
    ssh-keygen -R &apos;%1&apos;
and run again; Warpscope then asks you about the new key.</source>
        <translation>Изменённый ключ здесь никогда не принимается: возможно, соединение прослушивают, или сервер переустановили. Спросите администратора сервера. Только если он подтвердит новый ключ, удалите старый в терминале командой
    ssh-keygen -R &apos;%1&apos;
и запустите снова; тогда Warpscope спросит вас о новом ключе.</translation>
    </message>
    <message>
        <source>Accept the key and run again</source>
        <translation>Принять ключ и запустить снова</translation>
    </message>
    <message>
        <source>Reading the key the server offers and checking its fingerprint…</source>
        <translation>Чтение ключа, предлагаемого сервером, и проверка его отпечатка…</translation>
    </message>
    <message>
        <source>Nothing was accepted: %1</source>
        <translation>Ничего не принято: %1</translation>
    </message>
    <message>
        <source>Compare the fingerprints above with the ones the server&apos;s administrator gives you. If they match, Warpscope adds the key to your known_hosts file (ssh&apos;s own list) and tries again. It reads the key once more first and adds it only if its fingerprint is one shown here.</source>
        <translation>Сравните отпечатки выше с теми, что даст администратор сервера. Если они совпадают, Warpscope добавит ключ в ваш файл known_hosts (собственный список ssh) и повторит попытку. Перед этим он ещё раз читает ключ и добавляет его, только если его отпечаток — один из показанных здесь.</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ImplementationBenchController</name>
    <message>
        <source>Time &amp;implementations on GPU (A/B)</source>
        <translation>Замерить &amp;реализации на GPU (A/B)</translation>
    </message>
    <message>
        <source>Time each implementation against the first one on the GPU with the fair A/B method (warm-up, interleaved runs, L2 flushed, audit); fills the Implementations page&apos;s GPU time row</source>
        <translation>Замеряет каждую реализацию против первой на GPU честным методом A/B (прогрев, чередующиеся запуски, сброс L2, аудит); заполняет строку «Время на GPU» на странице «Реализации»</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>рабочий процесс ещё не сообщил об устройстве</translation>
    </message>
    <message>
        <source>the driver lists no CUDA device</source>
        <translation>драйвер не находит ни одного устройства CUDA</translation>
    </message>
    <message>
        <source>Nothing to time side by side</source>
        <translation>Нечего замерять рядом</translation>
    </message>
    <message>
        <source>Open a task with several [[implementation]] entries: each is timed against the first one.</source>
        <translation>Откройте задачу с несколькими записями [[implementation]]: каждая замеряется против первой.</translation>
    </message>
    <message>
        <source>No CUDA device</source>
        <translation>Нет устройства CUDA</translation>
    </message>
    <message>
        <source>GPU time needs a CUDA device; the emulator&apos;s figures (predicted counters) are on the Implementations page. Here: %1.</source>
        <translation>Для времени на GPU нужно устройство CUDA; показатели эмулятора (предсказанные счётчики) есть на странице «Реализации». Здесь: %1.</translation>
    </message>
    <message>
        <source>timing…</source>
        <translation>замер…</translation>
    </message>
    <message>
        <source>Benchmarking %1 against %2 on the GPU</source>
        <translation>Замер %1 против %2 на GPU</translation>
    </message>
    <message>
        <source>Timing %1 implementations against %2 on the GPU…</source>
        <translation>Замер реализаций (%1) против %2 на GPU…</translation>
    </message>
    <message>
        <source>the benchmark of %1</source>
        <translation>замер %1</translation>
    </message>
    <message>
        <source>bench exited with %1: %2</source>
        <translation>bench завершился с кодом %1: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::app::IrStagesController</name>
    <message>
        <source>IR stages</source>
        <translation>Стадии IR</translation>
    </message>
    <message>
        <source>Triton IR</source>
        <translation>Triton IR</translation>
    </message>
    <message>
        <source>TritonGPU IR</source>
        <translation>TritonGPU IR</translation>
    </message>
    <message>
        <source>LLVM IR</source>
        <translation>LLVM IR</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Стадии</translation>
    </message>
    <message>
        <source>A Triton kernel&apos;s lowering (Triton IR, TritonGPU IR, LLVM IR) appears here after a compile. CUDA C++ and PTX kernels have no intermediate stages before PTX.</source>
        <translation>Понижение ядра Triton (Triton IR, TritonGPU IR, LLVM IR) появляется здесь после компиляции. У ядер CUDA C++ и PTX нет промежуточных стадий до PTX.</translation>
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
    <message>
        <source>&amp;Build</source>
        <translation>С&amp;борка</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Рецензия</translation>
    </message>
    <message>
        <source>&amp;Bookmark current line</source>
        <translation>Добавить &amp;закладку на текущую строку</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Папка журнала</translation>
    </message>
    <message>
        <source>Warpscope&apos;s log is in %1 (warpscope.log, the worker&apos;s messages included).</source>
        <translation>Журнал Warpscope находится в %1 (warpscope.log, включая сообщения рабочего процесса).</translation>
    </message>
    <message>
        <source>The folder of warpscope.log: what the worker, compiles, runs and saves did, for a bug report</source>
        <translation>Папка warpscope.log: что делали рабочий процесс, компиляции, запуски и сохранения — для отчёта об ошибке</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ProfilerController</name>
    <message>
        <source>Benchmark</source>
        <translation>Бенчмарк</translation>
    </message>
    <message>
        <source>Open &amp;benchmark results…</source>
        <translation>Открыть результаты &amp;бенчмарка…</translation>
    </message>
    <message>
        <source>Benchmark on &amp;GPU…</source>
        <translation>Бенчмарк на &amp;GPU…</translation>
    </message>
    <message>
        <source>Show the charts of a `warpscope-cli bench --json` result</source>
        <translation>Показать графики результата `warpscope-cli bench --json`</translation>
    </message>
    <message>
        <source>Time the task&apos;s kernel on a CUDA GPU (warm-up, repeats, L2 flushed)</source>
        <translation>Замерить время ядра задачи на GPU CUDA (прогрев, повторы, сброс L2)</translation>
    </message>
    <message>
        <source>The benchmark result could not be opened</source>
        <translation>Не удалось открыть результат бенчмарка</translation>
    </message>
    <message>
        <source>Benchmark results: %1</source>
        <translation>Результаты бенчмарка: %1</translation>
    </message>
    <message>
        <source>Open benchmark results</source>
        <translation>Открыть результаты бенчмарка</translation>
    </message>
    <message>
        <source>Benchmark results (*.json);;All files (*)</source>
        <translation>Результаты бенчмарка (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>рабочий процесс ещё не сообщил об устройстве</translation>
    </message>
    <message>
        <source>the driver lists none</source>
        <translation>драйвер не видит ни одного</translation>
    </message>
    <message>
        <source>No CUDA device</source>
        <translation>Нет устройства CUDA</translation>
    </message>
    <message>
        <source>no CUDA device: benchmarks need a GPU; open a `warpscope-cli bench --json` result instead (Run › Open benchmark results…). Here: %1.</source>
        <translation>нет устройства CUDA: для бенчмарка нужен GPU; вместо этого откройте результат `warpscope-cli bench --json` (Запуск › Открыть результаты бенчмарка…). Здесь: %1.</translation>
    </message>
    <message>
        <source>Benchmark from the command line</source>
        <translation>Бенчмарк из командной строки</translation>
    </message>
    <message>
        <source>Run `warpscope-cli bench TASK [--baseline TASK2] --metrics --json &gt; result.json` on this machine, then open result.json with Run › Open benchmark results….</source>
        <translation>Выполните `warpscope-cli bench TASK [--baseline TASK2] --metrics --json &gt; result.json` на этой машине, затем откройте result.json через Запуск › Открыть результаты бенчмарка….</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>Задача не открыта</translation>
    </message>
    <message>
        <source>Open a task before benchmarking it.</source>
        <translation>Откройте задачу, прежде чем замерять её.</translation>
    </message>
    <message>
        <source>The benchmark did not start</source>
        <translation>Замер не начался</translation>
    </message>
    <message>
        <source>Benchmarking %1 on %2…</source>
        <translation>Замер %1 на %2…</translation>
    </message>
    <message>
        <source>Benchmarking %1 on %2 (%3)…</source>
        <translation>Замер %1 на %2 (%3)…</translation>
    </message>
    <message>
        <source>the benchmark on %1</source>
        <translation>замер на %1</translation>
    </message>
    <message>
        <source>The benchmark on %1 did not run: %2</source>
        <translation>Замер на %1 не выполнен: %2</translation>
    </message>
    <message>
        <source>The benchmark on %1 did not run</source>
        <translation>Замер на %1 не выполнен</translation>
    </message>
    <message>
        <source>Benchmark on %1 finished</source>
        <translation>Замер на %1 завершён</translation>
    </message>
    <message>
        <source>The benchmark was cancelled; an earlier result opens with Run › Open benchmark results…</source>
        <translation>Бенчмарк отменён; прежний результат открывается через «Запуск › Открыть результаты бенчмарка…»</translation>
    </message>
    <message>
        <source>Benchmark cancelled; nothing was changed</source>
        <translation>Бенчмарк отменён; ничего не изменилось</translation>
    </message>
    <message>
        <source>Accept the key and benchmark again</source>
        <translation>Принять ключ и повторить бенчмарк</translation>
    </message>
    <message>
        <source>Benchmark on a Slurm cluster</source>
        <translation>Бенчмарк на кластере Slurm</translation>
    </message>
    <message>
        <source>Benchmark %1 on %2 now, in the session&apos;s allocation (a step of it, or one srun of its own), or submit it as a batch job (sbatch) that runs when the cluster has a node for it? A batch job&apos;s results are fetched later from Run › Slurm batch jobs…, also after a restart.</source>
        <translation>Запустить бенчмарк %1 на %2 сейчас, в выделении сеанса (его шагом или отдельным srun), или отправить его пакетным заданием (sbatch), которое выполнится, когда в кластере освободится узел? Результаты пакетного задания забираются позже через «Запуск › Пакетные задания Slurm…», в том числе после перезапуска.</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Запустить сейчас</translation>
    </message>
    <message>
        <source>Submit as batch job</source>
        <translation>Отправить пакетным заданием</translation>
    </message>
</context>
<context>
    <name>warpscope::app::ReviewController</name>
    <message>
        <source>Review steps</source>
        <translation>Шаги рецензии</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Контрольный список</translation>
    </message>
    <message>
        <source>Review notes</source>
        <translation>Заметки рецензии</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Доказательства</translation>
    </message>
    <message>
        <source>Unsaved review changes could not be autosaved</source>
        <translation>Не удалось автосохранить несохранённые изменения рецензии</translation>
    </message>
    <message>
        <source>%1, step %2, line %3, %4</source>
        <translation>%1, шаг %2, строка %3, %4</translation>
    </message>
    <message>
        <source>Bookmarked line %1</source>
        <translation>Закладка на строке %1</translation>
    </message>
    <message>
        <source>&amp;New review</source>
        <translation>&amp;Новая рецензия</translation>
    </message>
    <message>
        <source>Open re&amp;view…</source>
        <translation>&amp;Открыть рецензию…</translation>
    </message>
    <message>
        <source>Sa&amp;ve review</source>
        <translation>&amp;Сохранить рецензию</translation>
    </message>
    <message>
        <source>Save review &amp;as…</source>
        <translation>Сохранить рецензию &amp;как…</translation>
    </message>
    <message>
        <source>Add run &amp;results…</source>
        <translation>Добавить &amp;результаты запуска…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Экспортировать отчёт…</translation>
    </message>
    <message>
        <source>Open review (a .wsreview folder)</source>
        <translation>Открыть рецензию (папку .wsreview)</translation>
    </message>
    <message>
        <source>The review was not opened</source>
        <translation>Рецензия не была открыта</translation>
    </message>
    <message>
        <source>Opened review %1</source>
        <translation>Открыта рецензия %1</translation>
    </message>
    <message>
        <source>The review was not saved; your changes are kept</source>
        <translation>Рецензия не сохранена; ваши изменения не потеряны</translation>
    </message>
    <message>
        <source>Saved review %1</source>
        <translation>Рецензия %1 сохранена</translation>
    </message>
    <message>
        <source>Save review as</source>
        <translation>Сохранить рецензию как</translation>
    </message>
    <message>
        <source>Warpscope reviews (*.wsreview)</source>
        <translation>Рецензии Warpscope (*.wsreview)</translation>
    </message>
    <message>
        <source>The report was not written</source>
        <translation>Отчёт не записан</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Отчёт записан в %1</translation>
    </message>
    <message>
        <source>No review is open</source>
        <translation>Нет открытой рецензии</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Экспорт отчёта</translation>
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
        <translation>Добавить результаты запуска (папку с result.json)</translation>
    </message>
    <message>
        <source>No results were added</source>
        <translation>Результаты не добавлены</translation>
    </message>
    <message>
        <source>%1 holds no result.json; choose the folder a run wrote.</source>
        <translation>В %1 нет result.json; выберите папку, записанную запуском.</translation>
    </message>
    <message>
        <source>Added results %1; they are copied into the review when you save it</source>
        <translation>Добавлены результаты %1; они будут скопированы в рецензию при её сохранении</translation>
    </message>
    <message>
        <source>Unsaved review</source>
        <translation>Несохранённая рецензия</translation>
    </message>
    <message>
        <source>The review has unsaved changes. Save them?</source>
        <translation>В рецензии есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Restore unsaved review?</source>
        <translation>Восстановить несохранённую рецензию?</translation>
    </message>
    <message>
        <source>Warpscope did not close cleanly. The review “%1” has changes that were autosaved at %2 but not saved.</source>
        <translation>Warpscope завершил работу некорректно. В рецензии «%1» есть несохранённые изменения (автосохранение: %2).</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <source>It was never saved.</source>
        <translation>Она ни разу не сохранялась.</translation>
    </message>
    <message>
        <source>Its folder: %1</source>
        <translation>Её папка: %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>The review could not be restored</source>
        <translation>Не удалось восстановить рецензию</translation>
    </message>
    <message>
        <source>Restored the autosaved review; save it to keep it</source>
        <translation>Автосохранённая рецензия восстановлена; сохраните её, чтобы не потерять</translation>
    </message>
    <message>
        <source>The review of the previous task was closed</source>
        <translation>Рецензия предыдущей задачи закрыта</translation>
    </message>
    <message>
        <source>New review</source>
        <translation>Новая рецензия</translation>
    </message>
    <message>
        <source>Name of the review (its folder is NAME.wsreview when you save it):</source>
        <translation>Название рецензии (при сохранении её папка — ИМЯ.wsreview):</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Рецензия</translation>
    </message>
    <message>
        <source>New review “%1”; it is saved when you choose Save review</source>
        <translation>Новая рецензия «%1»; она сохраняется командой «Сохранить рецензию»</translation>
    </message>
    <message>
        <source>Start one with Review &gt; New review, or capture a pane.</source>
        <translation>Начните её через Рецензия &gt; Новая рецензия или снимите панель.</translation>
    </message>
    <message>
        <source>The review&apos;s task was not found</source>
        <translation>Задача рецензии не найдена</translation>
    </message>
    <message>
        <source>The task folder %1 does not exist. The review is open with its results; to work on its task, put the task back in that folder and open the review again, or open the task with File › Open task….</source>
        <translation>Папка задачи %1 не существует. Рецензия открыта со своими результатами; чтобы работать с её задачей, верните задачу в эту папку и откройте рецензию снова или откройте задачу через Файл › Открыть задачу….</translation>
    </message>
    <message>
        <source>The review&apos;s task %1 was not opened</source>
        <translation>Задача %1 рецензии не открыта</translation>
    </message>
    <message>
        <source>%1: use a name ending in .md, .html, .pdf or .svg</source>
        <translation>%1: используйте имя с расширением .md, .html, .pdf или .svg</translation>
    </message>
    <message>
        <source>SVG drawing, one long page (*.svg)</source>
        <translation>Рисунок SVG, одна длинная страница (*.svg)</translation>
    </message>
</context>
<context>
    <name>warpscope::app::RooflineController</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 нс</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
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
        <translation>GPU, пропускную способность и пиковые FLOP/s которого использует модель (resources/gpus.json)</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to place its kernel on the roofline.</source>
        <translation>Профилируйте задачу (Запуск › Профилировать), чтобы поместить её ядро на roofline.</translation>
    </message>
    <message>
        <source>DRAM model: %1</source>
        <translation>Модель DRAM: %1</translation>
    </message>
    <message>
        <source>%1 FLOPs, %2 DRAM bytes (model)</source>
        <translation>%1 FLOPs, %2 байт DRAM (модель)</translation>
    </message>
    <message>
        <source>model: the launch moved no DRAM bytes and did no FLOPs on %1 — nothing to bound</source>
        <translation>модель: запуск не передал ни одного байта DRAM и не выполнил FLOPs на %1 — оценивать нечего</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>ограничено памятью</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>ограничено вычислениями</translation>
    </message>
    <message>
        <source>memory-bound: it does no FLOPs, so it has no point on the chart and its time is DRAM bytes / bandwidth</source>
        <translation>ограничено памятью: FLOPs нет, поэтому на графике нет точки, а время равно байтам DRAM / пропускная способность</translation>
    </message>
    <message>
        <source>model: ≥ %1 on %2 — not a measurement; %3 (intensity %4 FLOP/B, ridge %5 FLOP/B)</source>
        <translation>модель: ≥ %1 на %2 — это не измерение; %3 (интенсивность %4 FLOP/B, точка перегиба %5 FLOP/B)</translation>
    </message>
    <message>
        <source>The cache model ran with the caches of %1 (the GPU chosen when profiling); profile again to model %2&apos;s.</source>
        <translation>Модель кэша работала с кэшами %1 (GPU, выбранный при профилировании); профилируйте снова, чтобы смоделировать кэши %2.</translation>
    </message>
    <message>
        <source>Sampled: one cache line in %1 simulated, counts scaled back.</source>
        <translation>Выборка: моделируется одна строка кэша из %1, счётчики пересчитаны обратно.</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>%1 bytes from L1 to L2 (cache model), L2 hit rate %2 %</source>
        <translation>%1 байт из L1 в L2 (модель кэша), доля попаданий в L2 %2 %</translation>
    </message>
    <message>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <source>%1 bytes requested from L1 (global sectors), L1 hit rate %2 %</source>
        <translation>%1 байт запрошено у L1 (глобальные секторы), доля попаданий в L1 %2 %</translation>
    </message>
    <message>
        <source>baseline: %1</source>
        <translation>базовая линия: %1</translation>
    </message>
    <message>
        <source>baseline %1: ≥ %2 (model); now ×%3 its time</source>
        <translation>базовая линия %1: ≥ %2 (модель); сейчас ×%3 её времени</translation>
    </message>
</context>
<context>
    <name>warpscope::app::RunController</name>
    <message>
        <source>Memory cap…</source>
        <translation>Предел памяти…</translation>
    </message>
    <message>
        <source>about %1 h %2 min left</source>
        <translation>осталось около %1 ч %2 мин</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>осталось около %1 мин</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>осталось около %1 с</translation>
    </message>
    <message>
        <source>This run would take long</source>
        <translation>Этот запуск займёт много времени</translation>
    </message>
    <message>
        <source>The emulator measured a few CTAs of this launch first:

%1

Run every CTA anyway, run a sample of %2 CTAs spread over the grid (only the output elements they write are compared, and the result says so), or cancel?</source>
        <translation>Эмулятор сначала измерил несколько CTA этого запуска:

%1

Выполнить все CTA всё равно, выполнить выборку из %2 CTA, равномерно распределённых по сетке (сравниваются только записанные ими элементы выхода, и результат это указывает), или отменить?</translation>
    </message>
    <message>
        <source>Run anyway</source>
        <translation>Выполнить всё равно</translation>
    </message>
    <message>
        <source>Run a sample of %1 CTAs</source>
        <translation>Выполнить выборку из %1 CTA</translation>
    </message>
    <message>
        <source>Not run: the estimate was above the limit</source>
        <translation>Не запущено: оценка превысила предел</translation>
    </message>
    <message>
        <source>Running… %p% — %1 of %2 CTAs</source>
        <translation>Выполнение… %p% — %1 из %2 CTA</translation>
    </message>
    <message>
        <source>Memory cap</source>
        <translation>Предел памяти</translation>
    </message>
    <message>
        <source>Refuse runs whose estimated peak memory is above this (for example 8G or 512M; empty: only the available memory and the cgroup limit apply):</source>
        <translation>Отклонять запуски, у которых оценка пиковой памяти выше этого значения (например 8G или 512M; пусто: действуют только доступная память и предел cgroup):</translation>
    </message>
    <message>
        <source>Run results</source>
        <translation>Результаты запуска</translation>
    </message>
    <message>
        <source>Error heatmap</source>
        <translation>Тепловая карта ошибок</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Отменить запуск</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>Save the source, run the kernel for every seed and compare with the reference (F5)</source>
        <translation>Сохранить исходный код, запустить ядро для каждого сида и сравнить с эталоном (F5)</translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation>Отм&amp;енить запуск</translation>
    </message>
    <message>
        <source>Shape &amp;sweep…</source>
        <translation>&amp;Перебор форм…</translation>
    </message>
    <message>
        <source>&amp;Open run results…</source>
        <translation>&amp;Открыть результаты запуска…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source> Backend </source>
        <translation> Бэкенд </translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Авто</translation>
    </message>
    <message>
        <source>Emulator</source>
        <translation>Эмулятор</translation>
    </message>
    <message>
        <source>CUDA GPU</source>
        <translation>GPU CUDA</translation>
    </message>
    <message>
        <source> Seeds </source>
        <translation> Сиды </translation>
    </message>
    <message>
        <source>task&apos;s</source>
        <translation>из задачи</translation>
    </message>
    <message>
        <source>How many seeds to run; &quot;task&apos;s&quot; uses the task&apos;s [seeds] count</source>
        <translation>Сколько сидов запустить; «из задачи» — число [seeds] из задачи</translation>
    </message>
    <message>
        <source> Params </source>
        <translation> Параметры </translation>
    </message>
    <message>
        <source>e.g. N=33</source>
        <translation>напр. N=33</translation>
    </message>
    <message>
        <source>Overrides of the task&apos;s [params] for this run: NAME=integer, separated by commas</source>
        <translation>Переопределения [params] задачи для этого запуска: ИМЯ=целое через запятую</translation>
    </message>
    <message>
        <source>The run did not start</source>
        <translation>Запуск не начался</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; check the disk and its rights.</source>
        <translation>Не удалось создать папку %1; проверьте диск и права доступа.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>Задача не открыта</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before running.</source>
        <translation>Откройте задачу (Файл › Открыть задачу…) перед запуском.</translation>
    </message>
    <message>
        <source>Not run: the task&apos;s Python reference is not trusted</source>
        <translation>Не запущено: Python-эталон задачи не является доверенным</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Запуск %1…</translation>
    </message>
    <message>
        <source>Cancelling the run…</source>
        <translation>Отмена запуска…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Выполнение…</translation>
    </message>
    <message>
        <source>the latest run failed: %1</source>
        <translation>последний запуск не удался: %1</translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation>Запуск не удался</translation>
    </message>
    <message>
        <source>Run passed: every output of every seed matches the reference</source>
        <translation>Запуск пройден: все выходы для всех сидов совпадают с эталоном</translation>
    </message>
    <message numerus="yes">
        <source>Run FAILED: %n output(s) differ from the reference</source>
        <translation>
            <numerusform>Запуск ПРОВАЛЕН: %n выход отличается от эталона</numerusform>
            <numerusform>Запуск ПРОВАЛЕН: %n выхода отличаются от эталона</numerusform>
            <numerusform>Запуск ПРОВАЛЕН: %n выходов отличаются от эталона</numerusform>
        </translation>
    </message>
    <message>
        <source>the source was edited after this run; run again (F5)</source>
        <translation>исходный код изменён после этого запуска; запустите снова (F5)</translation>
    </message>
    <message>
        <source>Open run results (a folder with result.json)</source>
        <translation>Открыть результаты запуска (папку с result.json)</translation>
    </message>
    <message>
        <source>%1 could not be opened</source>
        <translation>Не удалось открыть %1</translation>
    </message>
    <message>
        <source>The run results were not opened</source>
        <translation>Результаты запуска не открыты</translation>
    </message>
    <message>
        <source>%1
Choose a folder written by Run or by warpscope-cli run --out, with all its .npy files.</source>
        <translation>%1
Выберите папку, записанную командой «Запустить» или warpscope-cli run --out, со всеми её файлами .npy.</translation>
    </message>
    <message>
        <source>Open a task (File › Open task…) before running a sweep.</source>
        <translation>Откройте задачу (Файл › Открыть задачу…) перед запуском перебора.</translation>
    </message>
    <message>
        <source>A run is in progress; wait for it or cancel it first.</source>
        <translation>Идёт запуск; дождитесь его завершения или сначала отмените его.</translation>
    </message>
    <message>
        <source>Sweep finished; bundles are in %1</source>
        <translation>Перебор завершён; пакеты находятся в %1</translation>
    </message>
    <message>
        <source>The approximate instructions&apos; worst case is modelled on the emulator; choose the Auto or Emulator backend, or Options › Correctly rounded for the GPU.</source>
        <translation>Худший случай приближённых инструкций моделируется в эмуляторе; выберите бэкенд «Авто» или «Эмулятор» либо «Опции» › «Точное округление» для GPU.</translation>
    </message>
    <message>
        <source>Run STOPPED (%1): a launch did not complete, no verdict — %2</source>
        <translation>Запуск ОСТАНОВЛЕН (%1): запуск ядра не завершился, вердикта нет — %2</translation>
    </message>
    <message>
        <source>%1 (profile)</source>
        <translation>%1 (профиль)</translation>
    </message>
    <message numerus="yes">
        <source>Profile finished; the Run results (%n seed(s)) stay on screen</source>
        <translation>
            <numerusform>Профиль готов; результаты запуска (%n сид) остаются на экране</numerusform>
            <numerusform>Профиль готов; результаты запуска (%n сида) остаются на экране</numerusform>
            <numerusform>Профиль готов; результаты запуска (%n сидов) остаются на экране</numerusform>
        </translation>
    </message>
    <message>
        <source>Params</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Перебор</translation>
    </message>
    <message>
        <source>A run is in progress; open the row when it has finished.</source>
        <translation>Идёт запуск; откройте строку, когда он завершится.</translation>
    </message>
    <message>
        <source>Run on %1: %2</source>
        <translation>Запуск на %1: %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>FAILED or stopped; see the verdict</source>
        <translation>ПРОВАЛЕН или остановлен; см. вердикт</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>Отмена: %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>End the Compile, trace or benchmark on the run target (Shift+F5); what is on screen stays</source>
        <translation>Прервать компиляцию, трассировку или бенчмарк на цели (Shift+F5); то, что на экране, остаётся</translation>
    </message>
    <message>
        <source>Not run: the sweep was cancelled before this row started.</source>
        <translation>Не запускалась: перебор отменён до начала этой строки.</translation>
    </message>
    <message>
        <source>Sweep cancelled after row %1 (a partial result); rows not run: %2; bundles are in %3</source>
        <translation>Перебор отменён после строки %1 (частичный результат); не запущено строк: %2; пакеты находятся в %3</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TargetController</name>
    <message>
        <source>Run &amp;targets…</source>
        <translation>&amp;Цели запуска…</translation>
    </message>
    <message>
        <source>GPU servers over ssh and Slurm clusters that Run may use</source>
        <translation>GPU-серверы по ssh и кластеры Slurm, которые может использовать запуск</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Run on %1: %2; the backend there is chosen as Auto does here</source>
        <translation>Запуск на %1: %2; бэкенд там выбирается так же, как «Авто» здесь</translation>
    </message>
    <message>
        <source>There is no run target named “%1” any more; choose another backend or add it in Settings › Run targets.</source>
        <translation>Цели запуска «%1» больше нет; выберите другой бэкенд или добавьте её в «Настройки › Цели запуска».</translation>
    </message>
    <message>
        <source>Running on %1 (%2)…</source>
        <translation>Выполняется на %1 (%2)…</translation>
    </message>
    <message>
        <source>The run target “%1” was removed while Slurm granted its allocation.</source>
        <translation>Цель запуска «%1» была удалена, пока Slurm выделял для неё ресурсы.</translation>
    </message>
    <message>
        <source>Running on %1 in Slurm job %2…</source>
        <translation>Выполняется на %1 в задании Slurm %2…</translation>
    </message>
    <message>
        <source>Cancelled while waiting for a Slurm allocation.</source>
        <translation>Отменено во время ожидания выделения ресурсов Slurm.</translation>
    </message>
    <message>
        <source>Accept the key and try again</source>
        <translation>Принять ключ и попробовать снова</translation>
    </message>
    <message>
        <source>The host key was added to %1; trying again…</source>
        <translation>Ключ хоста добавлен в %1; повторная попытка…</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TargetForm</name>
    <message>
        <source>Run target</source>
        <translation>Цель запуска</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>e.g. gpubox</source>
        <translation>напр. gpubox</translation>
    </message>
    <message>
        <source>How the Backend chooser and --target name it</source>
        <translation>Как её называют выбор бэкенда и --target</translation>
    </message>
    <message>
        <source>GPU server over ssh</source>
        <translation>GPU-сервер по ssh</translation>
    </message>
    <message>
        <source>Slurm cluster (through its login node)</source>
        <translation>Кластер Slurm (через его узел входа)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Тип:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Хост:</translation>
    </message>
    <message>
        <source>e.g. gpubox.lab.example, or an alias of ~/.ssh/config</source>
        <translation>напр. gpubox.lab.example или псевдоним из ~/.ssh/config</translation>
    </message>
    <message>
        <source>For Slurm: the login node. ssh resolves it with your ~/.ssh/config (keys, agent, ProxyJump)</source>
        <translation>Для Slurm: узел входа. ssh находит его по вашему ~/.ssh/config (ключи, агент, ProxyJump)</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Пользователь:</translation>
    </message>
    <message>
        <source>empty: ssh&apos;s own choice</source>
        <translation>пусто: выбор самого ssh</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>empty: ssh&apos;s own choice (22)</source>
        <translation>пусто: выбор самого ssh (22)</translation>
    </message>
    <message>
        <source>Slurm options (given to salloc and srun)</source>
        <translation>Параметры Slurm (для salloc и srun)</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Раздел:</translation>
    </message>
    <message>
        <source>e.g. gpu</source>
        <translation>напр. gpu</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Учётная запись:</translation>
    </message>
    <message>
        <source>empty: your default</source>
        <translation>пусто: ваша по умолчанию</translation>
    </message>
    <message>
        <source>GPUs (gres):</source>
        <translation>GPU (gres):</translation>
    </message>
    <message>
        <source>e.g. gpu:1 or gpu:h100:1</source>
        <translation>напр. gpu:1 или gpu:h100:1</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Лимит времени:</translation>
    </message>
    <message>
        <source>minutes, or HH:MM:SS (e.g. 30)</source>
        <translation>минуты или ЧЧ:ММ:СС (напр. 30)</translation>
    </message>
    <message>
        <source>How long the allocation kept for the session may last</source>
        <translation>Сколько может длиться выделение, удерживаемое на время сеанса</translation>
    </message>
    <message>
        <source>Extra arguments:</source>
        <translation>Дополнительные аргументы:</translation>
    </message>
    <message>
        <source>e.g. --qos=short --constraint=h100</source>
        <translation>напр. --qos=short --constraint=h100</translation>
    </message>
    <message>
        <source>More srun options, separated by spaces; each starts with &apos;-&apos;</source>
        <translation>Другие параметры srun через пробел; каждый начинается с &apos;-&apos;</translation>
    </message>
    <message>
        <source>warpscope-cli there:</source>
        <translation>warpscope-cli там:</translation>
    </message>
    <message>
        <source>empty: copied there when missing, else PATH</source>
        <translation>пусто: копируется туда, если его нет, иначе PATH</translation>
    </message>
    <message>
        <source>A path on the far side; a target with one is never copied to</source>
        <translation>Путь на удалённой стороне; на цель с таким путём ничего не копируется</translation>
    </message>
    <message>
        <source>ssh configuration:</source>
        <translation>Конфигурация ssh:</translation>
    </message>
    <message>
        <source>empty: ~/.ssh/config</source>
        <translation>пусто: ~/.ssh/config</translation>
    </message>
    <message>
        <source>A file given to ssh -F</source>
        <translation>Файл, передаваемый ssh -F</translation>
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
        <translation>Цели запуска</translation>
    </message>
    <message>
        <source>Where Run may send its work besides this machine: a GPU server reached with your ssh (keys, agent and ~/.ssh/config; Warpscope never asks for a password), or a Slurm cluster through its login node. The Backend chooser offers them; the CLI reads the same file with --target NAME.</source>
        <translation>Куда запуск может отправить работу, кроме этой машины: на GPU-сервер, доступный через ваш ssh (ключи, агент и ~/.ssh/config; Warpscope никогда не спрашивает пароль), или в кластер Slurm через его узел входа. Их предлагает выбор бэкенда; CLI читает тот же файл с --target ИМЯ.</translation>
    </message>
    <message>
        <source>Targets file: %1</source>
        <translation>Файл целей: %1</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>The targets file cannot be read; fix it or remove it, then open this dialog again: %1</source>
        <translation>Файл целей не читается; исправьте или удалите его, затем снова откройте этот диалог: %1</translation>
    </message>
    <message>
        <source>Edit run target</source>
        <translation>Изменить цель запуска</translation>
    </message>
    <message>
        <source>New run target</source>
        <translation>Новая цель запуска</translation>
    </message>
    <message>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <source>Read batch job states every</source>
        <translation>Читать состояние пакетных заданий каждые</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How often squeue is asked on the login node about the batch jobs that have not ended (Run › Slurm batch jobs); a login node is shared by many users, so not too often</source>
        <translation>Как часто спрашивать squeue на узле входа о незавершённых пакетных заданиях («Запуск › Пакетные задания Slurm»); узел входа общий для многих пользователей, поэтому не слишком часто</translation>
    </message>
    <message>
        <source>Give back an idle allocation after</source>
        <translation>Освобождать простаивающее выделение через</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>The allocation kept for runs on a Slurm target is released (scancel) after this long without a run</source>
        <translation>Выделение, удерживаемое для запусков на цели Slurm, освобождается (scancel) после такого времени без запусков</translation>
    </message>
    <message>
        <source>Withdraw an allocation request after</source>
        <translation>Отзывать запрос на выделение через</translation>
    </message>
    <message>
        <source>How long salloc may wait in the queue for the first run&apos;s allocation before the request is withdrawn</source>
        <translation>Сколько salloc может ждать в очереди выделения для первого запуска, прежде чем запрос будет отозван</translation>
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
    <message>
        <source>%1 could not be shown</source>
        <translation>Не удалось показать %1</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Показан %1</translation>
    </message>
    <message>
        <source>%1 is the source that %2&apos;s line info names: the PTX and SASS link to its lines. Edit %2 to change the kernel.</source>
        <translation>%1 — исходник, который называет информация о строках в %2: PTX и SASS связаны с его строками. Чтобы изменить ядро, правьте %2.</translation>
    </message>
    <message>
        <source>%1 is a review, not a task. Open it with Review › Open review…; a task is a folder with a task.toml.</source>
        <translation>%1 — рецензия, а не задача. Откройте её через Рецензия › Открыть рецензию…; задача — это папка с task.toml.</translation>
    </message>
    <message>
        <source>%1 is not a task.toml. Choose a task folder or the task.toml in it.</source>
        <translation>%1 — не task.toml. Выберите папку задачи или task.toml в ней.</translation>
    </message>
    <message>
        <source>Showing %1 as implementation %2</source>
        <translation>Показан %1 как реализация %2</translation>
    </message>
</context>
<context>
    <name>warpscope::app::TraceController</name>
    <message>
        <source>Thread trace</source>
        <translation>Трассировка потока</translation>
    </message>
    <message>
        <source>%1 at line %2: %3</source>
        <translation>%1 в строке %2: %3</translation>
    </message>
    <message>
        <source>This run has no provenance: profile the task (Run › Profile) to see who wrote each element.</source>
        <translation>У этого запуска нет данных о происхождении: профилируйте задачу (Запуск › Профилировать), чтобы увидеть, кто записал каждый элемент.</translation>
    </message>
    <message>
        <source>Click an element of the heatmap to see which thread wrote it last.</source>
        <translation>Щёлкните элемент тепловой карты, чтобы увидеть, какой поток записал его последним.</translation>
    </message>
    <message>
        <source>No thread wrote %1 in the analysed launch.</source>
        <translation>Ни один поток не записал %1 в проанализированном запуске.</translation>
    </message>
    <message>
        <source>%1 has no provenance records (only outputs and inout buffers are watched).</source>
        <translation>Для %1 нет данных о происхождении (отслеживаются только выходы и буферы inout).</translation>
    </message>
    <message>
        <source>Provenance describes the analysed first seed; this is seed %1.</source>
        <translation>Данные о происхождении относятся к проанализированному первому сиду; это сид %1.</translation>
    </message>
    <message>
        <source>No task is open</source>
        <translation>Задача не открыта</translation>
    </message>
    <message>
        <source>Open the task of this run before tracing one of its threads.</source>
        <translation>Откройте задачу этого запуска, прежде чем трассировать один из его потоков.</translation>
    </message>
    <message>
        <source>The trace failed: %1</source>
        <translation>Трассировка не удалась: %1</translation>
    </message>
    <message>
        <source>The trace failed</source>
        <translation>Трассировка не удалась</translation>
    </message>
    <message numerus="yes">
        <source>Trace finished: %n step(s)</source>
        <translation>
            <numerusform>Трассировка завершена: %n шаг</numerusform>
            <numerusform>Трассировка завершена: %n шага</numerusform>
            <numerusform>Трассировка завершена: %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>Записано шагом %1.</translation>
    </message>
    <message>
        <source>on the emulator</source>
        <translation>на эмуляторе</translation>
    </message>
    <message>
        <source>The trace did not start</source>
        <translation>Трассировка не началась</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>Tracing block (%1, %2, %3), thread (%4, %5, %6) %7…</source>
        <translation>Трассировка блока (%1, %2, %3), потока (%4, %5, %6) %7…</translation>
    </message>
    <message>
        <source>the trace on %1</source>
        <translation>трассировка на %1</translation>
    </message>
    <message>
        <source>Accept the key and trace again</source>
        <translation>Принять ключ и повторить трассировку</translation>
    </message>
    <message>
        <source>Cancelled %1; nothing was changed</source>
        <translation>Отменено: %1; ничего не изменилось</translation>
    </message>
</context>
<context>
    <name>warpscope::session::BatchJobsModel</name>
    <message>
        <source>sweep of %1</source>
        <translation>перебор %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fetched into %1</source>
        <translation>Получено в %1</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>benchmark of %1</source>
        <translation>бенчмарк %1</translation>
    </message>
</context>
<context>
    <name>warpscope::session::RemoteRunner</name>
    <message>
        <source>The run on %1 finished but the bundle it sent back is unreadable: %2</source>
        <translation>Запуск на %1 завершился, но присланный им пакет результатов не читается: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::ReviewDocument</name>
    <message>
        <source>The review %1 could not be opened: %2</source>
        <translation>Не удалось открыть рецензию %1: %2</translation>
    </message>
    <message>
        <source>The recovery folder %1 holds no review; discard it.</source>
        <translation>В папке восстановления %1 нет рецензии; удалите её.</translation>
    </message>
    <message>
        <source>The autosaved review could not be read: %1</source>
        <translation>Не удалось прочитать автосохранённую рецензию: %1</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Warpscope; it is left as it is. Update Warpscope, or save this review elsewhere with Save review as.</source>
        <translation>%1 сохранён более новой версией Warpscope и оставлен без изменений. Обновите Warpscope или сохраните эту рецензию в другом месте через «Сохранить рецензию как».</translation>
    </message>
    <message>
        <source>This review has no folder yet; use Save review as.</source>
        <translation>У этой рецензии ещё нет папки; используйте «Сохранить рецензию как».</translation>
    </message>
    <message>
        <source>baseline: %1</source>
        <translation>базовая линия: %1</translation>
    </message>
    <message>
        <source>baseline: %1 (profile)</source>
        <translation>базовая линия: %1 (профиль)</translation>
    </message>
</context>
<context>
    <name>warpscope::session::ReviewSteps</name>
    <message>
        <source>No task is open.</source>
        <translation>Задача не открыта.</translation>
    </message>
    <message>
        <source>No review is open.</source>
        <translation>Рецензия не открыта.</translation>
    </message>
    <message>
        <source>The source changed since; run this step again.</source>
        <translation>Исходный код с тех пор изменился; выполните этот шаг снова.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Исходный код</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Компиляция</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профилирование</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>The source is saved.</source>
        <translation>Исходный код сохранён.</translation>
    </message>
    <message>
        <source>Not compiled yet.</source>
        <translation>Ещё не скомпилировано.</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Ещё не запускалось.</translation>
    </message>
    <message>
        <source>Nothing to compare yet: run the task first.</source>
        <translation>Пока нечего сравнивать: сначала запустите задачу.</translation>
    </message>
    <message>
        <source>Not profiled yet.</source>
        <translation>Профилирование ещё не выполнялось.</translation>
    </message>
    <message>
        <source>The source has unsaved changes.</source>
        <translation>В исходном коде есть несохранённые изменения.</translation>
    </message>
    <message numerus="yes">
        <source>Compilation failed with %n error(s).</source>
        <translation>
            <numerusform>Компиляция завершилась с %n ошибкой.</numerusform>
            <numerusform>Компиляция завершилась с %n ошибками.</numerusform>
            <numerusform>Компиляция завершилась с %n ошибками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compiled with %n warning(s).</source>
        <translation>
            <numerusform>Скомпилировано с %n предупреждением.</numerusform>
            <numerusform>Скомпилировано с %n предупреждениями.</numerusform>
            <numerusform>Скомпилировано с %n предупреждениями.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiled without warnings.</source>
        <translation>Скомпилировано без предупреждений.</translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) failed.</source>
        <translation>
            <numerusform>%n выход не прошёл проверку.</numerusform>
            <numerusform>%n выхода не прошли проверку.</numerusform>
            <numerusform>%n выходов не прошли проверку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s).</source>
        <translation>
            <numerusform>%n проблема.</numerusform>
            <numerusform>%n проблемы.</numerusform>
            <numerusform>%n проблем.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every output passed, but the run reported %n finding(s).</source>
        <translation>
            <numerusform>Все выходы прошли проверку, но запуск выявил %n проблему.</numerusform>
            <numerusform>Все выходы прошли проверку, но запуск выявил %n проблемы.</numerusform>
            <numerusform>Все выходы прошли проверку, но запуск выявил %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every output passed; no findings.</source>
        <translation>Все выходы прошли проверку; проблем нет.</translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) differ from the reference beyond the tolerance.</source>
        <translation>
            <numerusform>%n выход отличается от эталона сверх допуска.</numerusform>
            <numerusform>%n выхода отличаются от эталона сверх допуска.</numerusform>
            <numerusform>%n выходов отличаются от эталона сверх допуска.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within tolerance, with %n warning(s) to check (e.g. a tolerance so loose that zeros would pass).</source>
        <translation>
            <numerusform>В пределах допуска, но %n предупреждение требует проверки (например, допуск настолько широк, что прошли бы и нули).</numerusform>
            <numerusform>В пределах допуска, но %n предупреждения требуют проверки (например, допуск настолько широк, что прошли бы и нули).</numerusform>
            <numerusform>В пределах допуска, но %n предупреждений требуют проверки (например, допуск настолько широк, что прошли бы и нули).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every output matches the reference within the tolerance.</source>
        <translation>Все выходы совпадают с эталоном в пределах допуска.</translation>
    </message>
    <message>
        <source>The profile could not be taken.</source>
        <translation>Не удалось выполнить профилирование.</translation>
    </message>
    <message numerus="yes">
        <source>The profile points out %n issue(s).</source>
        <translation>
            <numerusform>Профиль указывает на %n проблему.</numerusform>
            <numerusform>Профиль указывает на %n проблемы.</numerusform>
            <numerusform>Профиль указывает на %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile points out no issues.</source>
        <translation>Профиль не выявил проблем.</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of evidence</source>
        <translation>
            <numerusform>%n доказательство</numerusform>
            <numerusform>%n доказательства</numerusform>
            <numerusform>%n доказательств</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checklist item(s) open</source>
        <translation>
            <numerusform>%n пункт списка открыт</numerusform>
            <numerusform>%n пункта списка открыты</numerusform>
            <numerusform>%n пунктов списка открыто</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n провален</numerusform>
            <numerusform>%n провалены</numerusform>
            <numerusform>%n провалено</numerusform>
        </translation>
    </message>
    <message>
        <source>The review has not started.</source>
        <translation>Рецензия не начата.</translation>
    </message>
    <message>
        <source>The review is in progress.</source>
        <translation>Рецензия в процессе.</translation>
    </message>
    <message>
        <source>Every checklist item is decided.</source>
        <translation>По всем пунктам списка принято решение.</translation>
    </message>
    <message>
        <source>Stopped (%1): a launch did not complete, so the outputs were not judged. %2</source>
        <translation>Остановлено (%1): запуск ядра не завершился, поэтому выходы не оценивались. %2</translation>
    </message>
    <message>
        <source>Stopped (%1): the profiled launch did not complete; its counts cover only what ran. %2</source>
        <translation>Остановлено (%1): профилируемый запуск не завершился; счётчики охватывают только выполненное. %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::Session</name>
    <message>
        <source>The worker ran past its deadline and was restarted: %1</source>
        <translation>Рабочий процесс превысил отведённое время и был перезапущен: %1</translation>
    </message>
    <message>
        <source>The worker crashed and was restarted: %1</source>
        <translation>Рабочий процесс аварийно завершился и был перезапущен: %1</translation>
    </message>
    <message>
        <source>The GPU context was lost (sticky CUDA error); the worker was restarted: %1</source>
        <translation>Контекст GPU потерян (неустранимая ошибка CUDA); рабочий процесс перезапущен: %1</translation>
    </message>
    <message>
        <source>The worker is stopped after repeated failures; restart it from the status bar.</source>
        <translation>Рабочий процесс остановлен после повторных сбоев; перезапустите его из строки состояния.</translation>
    </message>
    <message>
        <source>Replaced by a newer request.</source>
        <translation>Заменено более новым запросом.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>The worker&apos;s compile result is unreadable: %1</source>
        <translation>Не удалось прочитать результат компиляции рабочего процесса: %1</translation>
    </message>
    <message>
        <source>The run finished but its result bundle %1 is unreadable: %2</source>
        <translation>Запуск завершён, но его пакет результатов %1 не удалось прочитать: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::session::SlurmAllocation</name>
    <message>
        <source>Slurm: waiting in the queue of %1 for an allocation (withdrawn after %2 s)…</source>
        <translation>Slurm: ожидание выделения в очереди %1 (запрос снимается через %2 с)…</translation>
    </message>
    <message>
        <source>Slurm job %1: granted</source>
        <translation>Задание Slurm %1: выделено</translation>
    </message>
    <message>
        <source>Slurm job %1 was given back (scancel).</source>
        <translation>Задание Slurm %1 возвращено (scancel).</translation>
    </message>
    <message>
        <source>The request for a Slurm allocation was dropped.</source>
        <translation>Запрос на выделение ресурсов Slurm отброшен.</translation>
    </message>
    <message>
        <source>Slurm job %1: state unknown (%2)</source>
        <translation>Задание Slurm %1: состояние неизвестно (%2)</translation>
    </message>
    <message>
        <source>Slurm job %1 has ended (its time limit, or cancelled outside Warpscope); the next run asks for a new allocation.</source>
        <translation>Задание Slurm %1 завершилось (лимит времени или отмена вне Warpscope); следующий запуск запросит новое выделение.</translation>
    </message>
    <message>
        <source>Slurm job %1: PENDING (%2)</source>
        <translation>Задание Slurm %1: PENDING (%2)</translation>
    </message>
    <message>
        <source>Slurm job %1: RUNNING on %2, %3 left</source>
        <translation>Задание Slurm %1: RUNNING на %2, осталось %3</translation>
    </message>
    <message>
        <source>Slurm job %1: %2</source>
        <translation>Задание Slurm %1: %2</translation>
    </message>
    <message>
        <source>Slurm: PENDING (%1) in the queue of %2; the request is withdrawn after %3 s…</source>
        <translation>Slurm: PENDING (%1) в очереди %2; запрос снимается через %3 с…</translation>
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
        <translation>эта машина</translation>
    </message>
    <message>
        <source>A target named “%1” exists already; choose another name.</source>
        <translation>Цель с именем «%1» уже есть; выберите другое имя.</translation>
    </message>
    <message>
        <source>The targets file %1 could not be written: %2</source>
        <translation>Не удалось записать файл целей %1: %2</translation>
    </message>
    <message>
        <source>%1
warpscope-cli there: %2</source>
        <translation>%1
warpscope-cli там: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
</context>
<context>
    <name>warpscope::session::TaskDocument</name>
    <message>
        <source>No task is open.</source>
        <translation>Задача не открыта.</translation>
    </message>
    <message>
        <source>%1 holds none of the task&apos;s kernels; its kernel sources are %2.</source>
        <translation>%1 не содержит ни одного ядра задачи; исходники её ядер: %2.</translation>
    </message>
    <message>
        <source>%1 holds none of implementation %2&apos;s kernels; the implementations in it are %3.</source>
        <translation>В %1 нет ядер реализации %2; в нём реализации: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
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
    <name>warpscope::widgets::AnnotationEditor</name>
    <message>
        <source>Annotate evidence</source>
        <translation>Аннотирование доказательства</translation>
    </message>
    <message>
        <source>Caption: what this shows and why it matters</source>
        <translation>Подпись: что здесь показано и почему это важно</translation>
    </message>
    <message>
        <source>Callout text, Enter to place</source>
        <translation>Текст выноски, Enter — разместить</translation>
    </message>
    <message>
        <source>Save to review</source>
        <translation>Сохранить в рецензию</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Выделение</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Стрелка</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Прямоугольник</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Эллипс</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Подсветка</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Перо</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Redact</source>
        <translation>Скрытие</translation>
    </message>
    <message>
        <source>Crop</source>
        <translation>Обрезка</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Толщина линии</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 пкс</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>Увеличить (+, Ctrl+колесо)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <source>Zoom out (-, Ctrl+wheel)</source>
        <translation>Уменьшить (-, Ctrl+колесо)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Fit the capture to the window (0)</source>
        <translation>Вписать снимок в окно (0)</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>One capture pixel per screen pixel (1)</source>
        <translation>Один пиксель снимка на пиксель экрана (1)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::AnnotationScene</name>
    <message>
        <source>arrow</source>
        <translation>стрелка</translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation>прямоугольник</translation>
    </message>
    <message>
        <source>ellipse</source>
        <translation>эллипс</translation>
    </message>
    <message>
        <source>highlight</source>
        <translation>подсветка</translation>
    </message>
    <message>
        <source>freehand line</source>
        <translation>линия от руки</translation>
    </message>
    <message>
        <source>text callout</source>
        <translation>текстовая выноска</translation>
    </message>
    <message>
        <source>numbered marker</source>
        <translation>нумерованная метка</translation>
    </message>
    <message>
        <source>redaction</source>
        <translation>скрытие</translation>
    </message>
    <message>
        <source>crop</source>
        <translation>обрезка</translation>
    </message>
    <message>
        <source>Crop</source>
        <translation>Обрезка</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Изменение: %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Перемещение</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::AsmLexer</name>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Directive</source>
        <translation>Директива</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Инструкция</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Регистр</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Предикат</translation>
    </message>
    <message>
        <source>String</source>
        <translation>Строка</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BaselineVerdictModel</name>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Mismatches (worst seed)</source>
        <translation>Несовпадения (худший сид)</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / не записано</translation>
    </message>
    <message>
        <source>Max abs error</source>
        <translation>Макс. абс. ошибка</translation>
    </message>
    <message>
        <source>Max rel error</source>
        <translation>Макс. отн. ошибка</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>Макс. ULP</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>прошёл</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ПРОВАЛ</translation>
    </message>
    <message>
        <source>now passes</source>
        <translation>теперь проходит</translation>
    </message>
    <message>
        <source>now fails</source>
        <translation>теперь не проходит</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>same</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Базовая линия</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BaselineVerdictTable</name>
    <message>
        <source>No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it.</source>
        <translation>Нет базовой линии: закрепите запуск или профиль (Запуск › Закрепить как базовую линию), чтобы сравнивать с ним другие.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BatchJobsDialog</name>
    <message>
        <source>&amp;Fetch results</source>
        <translation>&amp;Получить результаты</translation>
    </message>
    <message>
        <source>&amp;Cancel job (scancel)</source>
        <translation>&amp;Отменить задание (scancel)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <source>Slurm batch jobs</source>
        <translation>Пакетные задания Slurm</translation>
    </message>
    <message>
        <source>Read the selected job&apos;s state and, once it completed, show its results</source>
        <translation>Прочитать состояние выбранного задания и, когда оно завершится, показать его результаты</translation>
    </message>
    <message>
        <source>Cancel the selected job on the cluster (scancel); its results are lost</source>
        <translation>Отменить выбранное задание на кластере (scancel); его результаты пропадут</translation>
    </message>
    <message>
        <source>Read every unfinished job&apos;s state now (it is also read every minute)</source>
        <translation>Прочитать сейчас состояние каждого незавершённого задания (оно читается и каждую минуту)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::BookmarksModel</name>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ChecklistPane</name>
    <message>
        <source>Pass</source>
        <translation>Пройдено</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Неприменимо</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыт</translation>
    </message>
    <message>
        <source>Correct across seeds and shapes: every output matches the reference for every seed and for awkward shapes (not a multiple of the block, 1, primes, large).</source>
        <translation>Корректность для всех сидов и форм: каждый выход совпадает с эталоном для каждого сида и для неудобных форм (не кратных блоку, 1, простых чисел, больших).</translation>
    </message>
    <message>
        <source>Tolerance justified: the absolute, relative and ULP tolerances fit the dtype and the accumulation length.</source>
        <translation>Допуск обоснован: абсолютный, относительный и ULP-допуски соответствуют типу данных и длине накопления.</translation>
    </message>
    <message>
        <source>No vacuous pass: an all-zero or unchanged output would fail, and the reference is not constant.</source>
        <translation>Нет тривиального прохождения: нулевой или неизменённый выход не прошёл бы проверку, и эталон не постоянен.</translation>
    </message>
    <message>
        <source>Benchmark fair: warm-up, repeated runs, median and spread, L2 state stated, the same inputs and sizes for baseline and candidate, no work outside the timed region.</source>
        <translation>Честный бенчмарк: прогрев, повторные запуски, медиана и разброс, указано состояние L2, одинаковые входы и размеры для базовой и новой версии, никакой работы вне замеряемого участка.</translation>
    </message>
    <message>
        <source>Resources and occupancy: registers, spills, shared memory and occupancy are reasonable for the launch.</source>
        <translation>Ресурсы и занятость: регистры, вытеснения, shared-память и занятость разумны для данного запуска.</translation>
    </message>
    <message>
        <source>Findings: out-of-bounds accesses, races, uninitialised reads and divergent barriers are absent or explained.</source>
        <translation>Проблемы: выходы за границы, гонки, чтения неинициализированной памяти и расходящиеся барьеры отсутствуют или объяснены.</translation>
    </message>
    <message>
        <source>Derived from the checklist</source>
        <translation>Выведено из контрольного списка</translation>
    </message>
    <message>
        <source>Overall verdict:</source>
        <translation>Общий вердикт:</translation>
    </message>
    <message>
        <source>Note (Markdown): what you checked and what you found</source>
        <translation>Заметка (Markdown): что вы проверили и что обнаружили</translation>
    </message>
    <message>
        <source>Cite evidence…</source>
        <translation>Сослаться на доказательство…</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Доказательства: %1</translation>
    </message>
    <message>
        <source>No evidence yet: capture a pane with Ctrl+Shift+P</source>
        <translation>Доказательств пока нет: сделайте снимок панели через Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>The review&apos;s verdict: %1</source>
        <translation>Вердикт рецензии: %1</translation>
    </message>
    <message>
        <source>Translation or fusion preserves semantics: on the same seeds every implementation gives the result of the others (bit-identical or within tolerance), and each pair that differs is explained by its difference view.</source>
        <translation>Перевод или слияние сохраняет семантику: на одних и тех же сидах каждая реализация даёт результат остальных (побитово совпадающий или в пределах допуска), а каждое различающееся сочетание объяснено своим видом различий.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::CompileDiffView</name>
    <message>
        <source>Compile both and compare</source>
        <translation>Скомпилировать оба и сравнить</translation>
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
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>PTX: %1 lines removed, %2 added. SASS: %3 removed, %4 added.</source>
        <translation>PTX: удалено строк — %1, добавлено — %2. SASS: удалено — %3, добавлено — %4.</translation>
    </message>
    <message>
        <source>Implementation:</source>
        <translation>Реализация:</translation>
    </message>
    <message>
        <source>The [[implementation]] this side compiles, at its own architecture when it names one: two implementations (a translation, a migration to another arch) or the same one under two option sets</source>
        <translation>Реализация [[implementation]], которую компилирует эта сторона, для своей архитектуры, если она указана: две реализации (перевод, переход на другую архитектуру) или одна и та же с двумя наборами опций</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::CompileOptionsPanel</name>
    <message>
        <source>Line info (-lineinfo)</source>
        <translation>Информация о строках (-lineinfo)</translation>
    </message>
    <message>
        <source>Device debug (-G)</source>
        <translation>Отладка на устройстве (-G)</translation>
    </message>
    <message>
        <source>Fast math (--use_fast_math)</source>
        <translation>Быстрая математика (--use_fast_math)</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Компиляция</translation>
    </message>
    <message>
        <source>Needed to link source lines to PTX and SASS.</source>
        <translation>Нужно для связи строк исходного кода с PTX и SASS.</translation>
    </message>
    <message>
        <source>Debug code: no optimisation, and line info replaced by debug info.</source>
        <translation>Отладочный код: без оптимизации, информация о строках заменяется отладочной информацией.</translation>
    </message>
    <message>
        <source>NAME or NAME=VALUE, separated by spaces or commas</source>
        <translation>ИМЯ или ИМЯ=ЗНАЧЕНИЕ через пробел или запятую</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без ограничения</translation>
    </message>
    <message>
        <source>Compile the editor&apos;s text (Ctrl+B)</source>
        <translation>Скомпилировать текст редактора (Ctrl+B)</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>Flush denormals (-ftz)</source>
        <translation>Сброс денормализованных в ноль (-ftz)</translation>
    </message>
    <message>
        <source>Precise division (-prec-div)</source>
        <translation>Точное деление (-prec-div)</translation>
    </message>
    <message>
        <source>Precise sqrt (-prec-sqrt)</source>
        <translation>Точный квадратный корень (-prec-sqrt)</translation>
    </message>
    <message>
        <source>Fused multiply-add (-fmad)</source>
        <translation>Слитное умножение-сложение (-fmad)</translation>
    </message>
    <message>
        <source>Defines (-D)</source>
        <translation>Определения (-D)</translation>
    </message>
    <message>
        <source>C++ standard (-std)</source>
        <translation>Стандарт C++ (-std)</translation>
    </message>
    <message>
        <source>Max registers</source>
        <translation>Макс. регистров</translation>
    </message>
    <message>
        <source>On (true)</source>
        <translation>Вкл. (true)</translation>
    </message>
    <message>
        <source>Off (false)</source>
        <translation>Выкл. (false)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DeviceOutputModel</name>
    <message>
        <source>The source line of the printf or assert</source>
        <translation>Строка исходного кода с printf или assert</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Поток</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Вывод</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DeviceOutputView</name>
    <message>
        <source>Click a line to show the printf that printed it</source>
        <translation>Щёлкните строку, чтобы увидеть printf, который её напечатал</translation>
    </message>
    <message>
        <source>Output truncated: the kernel printed more than the printf FIFO holds (%1 bytes); raise [launch] printf_fifo in task.toml to see the rest.</source>
        <translation>Вывод обрезан: ядро напечатало больше, чем вмещает FIFO printf (%1 байт); увеличьте [launch] printf_fifo в task.toml, чтобы увидеть остальное.</translation>
    </message>
    <message>
        <source>The kernel printed nothing in this run.</source>
        <translation>В этом запуске ядро ничего не напечатало.</translation>
    </message>
    <message>
        <source>Run the task to see what the kernel prints with printf.</source>
        <translation>Запустите задачу, чтобы увидеть, что ядро печатает через printf.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::DiagnosticsModel</name>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>remark</source>
        <translation>замечание</translation>
    </message>
    <message>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Расположение</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
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
    <name>warpscope::widgets::ErrorHistogram</name>
    <message>
        <source>ULP distance</source>
        <translation>Расстояние в ULP</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>элементы</translation>
    </message>
    <message>
        <source>NaN/Inf/unwritten</source>
        <translation>NaN/Inf/не записано</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::EvidencePane</name>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Capture window</source>
        <translation>Снимок окна</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Экспортировать отчёт…</translation>
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
    <name>warpscope::widgets::FindingsList</name>
    <message>
        <source>No findings: the sanitizers (memcheck, racecheck, initcheck, synccheck, asynccheck) found nothing in the profiled launch.</source>
        <translation>Проблем нет: санитайзеры (memcheck, racecheck, initcheck, synccheck, asynccheck) ничего не нашли в профилированном запуске.</translation>
    </message>
    <message>
        <source>Profile the task (Run › Profile) to run the sanitizers on it.</source>
        <translation>Профилируйте задачу (Запуск › Профилировать), чтобы проверить её санитайзерами.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export findings</source>
        <translation>Экспорт находок</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::FindingsModel</name>
    <message>
        <source>An access outside its buffer, shared memory or stack frame (memcheck)</source>
        <translation>Обращение за пределы буфера, разделяемой памяти или кадра стека (memcheck)</translation>
    </message>
    <message>
        <source>An address that is not a multiple of the access size (memcheck)</source>
        <translation>Адрес, не кратный размеру обращения (memcheck)</translation>
    </message>
    <message>
        <source>Two threads touched the same shared memory between barriers, at least one of them writing (racecheck)</source>
        <translation>Два потока обратились к одной и той же разделяемой памяти между барьерами, и хотя бы один из них писал (racecheck)</translation>
    </message>
    <message>
        <source>A read of memory that was never written (initcheck)</source>
        <translation>Чтение памяти, в которую никогда не писали (initcheck)</translation>
    </message>
    <message>
        <source>A barrier that not every thread reaches (synccheck)</source>
        <translation>Барьер, до которого доходят не все потоки (synccheck)</translation>
    </message>
    <message>
        <source>A warp-synchronous instruction whose member mask does not match the lanes that execute it (synccheck)</source>
        <translation>Синхронная на уровне варпа инструкция, маска участников которой не совпадает с выполняющими её линиями (synccheck)</translation>
    </message>
    <message>
        <source>The kernel executed trap or brkpt</source>
        <translation>Ядро выполнило trap или brkpt</translation>
    </message>
    <message>
        <source>The run used up its instruction budget</source>
        <translation>Запуск исчерпал свой бюджет инструкций</translation>
    </message>
    <message>
        <source>An instruction the emulator does not implement</source>
        <translation>Инструкция, которую эмулятор не реализует</translation>
    </message>
    <message>
        <source>The run was cancelled</source>
        <translation>Запуск был отменён</translation>
    </message>
    <message>
        <source>A device assert() failed</source>
        <translation>Не выполнено условие assert() на устройстве</translation>
    </message>
    <message>
        <source>A printf whose format string or arguments could not be read</source>
        <translation>printf, строку формата или аргументы которого не удалось прочитать</translation>
    </message>
    <message>
        <source>A call, alloca or recursion outgrew the per-thread stack</source>
        <translation>Вызов, alloca или рекурсия превысили стек потока</translation>
    </message>
    <message>
        <source>The run&apos;s time limit passed</source>
        <translation>Истекло время, отведённое на запуск</translation>
    </message>
    <message>
        <source>An allocation failed while the launch ran</source>
        <translation>Во время запуска не удалось выделить память</translation>
    </message>
    <message>
        <source>Memory read or overwritten while an asynchronous copy (cp.async) or wgmma using it is still in flight: no wait retired it yet (asynccheck)</source>
        <translation>Память прочитана или перезаписана, пока асинхронное копирование (cp.async) или wgmma, использующие её, ещё не завершены: ни одно ожидание их ещё не сняло (asynccheck)</translation>
    </message>
    <message>
        <source>Warps wait on an mbarrier phase that can never complete (asynccheck)</source>
        <translation>Варпы ждут фазу mbarrier, которая никогда не завершится (asynccheck)</translation>
    </message>
    <message>
        <source>Another problem the emulator found</source>
        <translation>Другая проблема, найденная эмулятором</translation>
    </message>
    <message>
        <source> byte %1</source>
        <translation> байт %1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source> vs %1</source>
        <translation> и %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>PTX line</source>
        <translation>Строка PTX</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Поток</translation>
    </message>
    <message>
        <source>Buffer / address</source>
        <translation>Буфер / адрес</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>How many occurrences the sanitizer folded into this row</source>
        <translation>Сколько случаев санитайзер объединил в эту строку</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HeatmapView</name>
    <message>
        <source>absolute error</source>
        <translation>абсолютная ошибка</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>относительная ошибка</translation>
    </message>
    <message>
        <source>ULP</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>0 pass, 1 fail</source>
        <translation>0 — пройдено, 1 — провал</translation>
    </message>
    <message>
        <source>output</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>эталон</translation>
    </message>
    <message>
        <source>log10(%1)</source>
        <translation>log10(%1)</translation>
    </message>
    <message>
        <source>Warpscope heatmap</source>
        <translation>Тепловая карта Warpscope</translation>
    </message>
    <message>
        <source>Export heatmap</source>
        <translation>Экспорт тепловой карты</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <source>row</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>ULP distance</source>
        <translation>Расстояние в ULP</translation>
    </message>
    <message>
        <source>Absolute error</source>
        <translation>Абсолютная ошибка</translation>
    </message>
    <message>
        <source>Relative error</source>
        <translation>Относительная ошибка</translation>
    </message>
    <message>
        <source>Pass / fail</source>
        <translation>Пройдено / провал</translation>
    </message>
    <message>
        <source>Output value</source>
        <translation>Значение выхода</translation>
    </message>
    <message>
        <source>Reference value</source>
        <translation>Значение эталона</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Логарифмическая шкала</translation>
    </message>
    <message>
        <source>Fold width:</source>
        <translation>Ширина строки:</translation>
    </message>
    <message>
        <source>A 1-D output is drawn in rows of this many elements</source>
        <translation>Одномерный выход рисуется строками по столько элементов</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>This run has no such output.</source>
        <translation>В этом запуске нет такого выхода.</translation>
    </message>
    <message>
        <source>Run the task (F5) to see where its outputs differ from the reference.</source>
        <translation>Запустите задачу (F5), чтобы увидеть, где её выходы отличаются от эталона.</translation>
    </message>
    <message>
        <source>Slice:</source>
        <translation>Срез:</translation>
    </message>
    <message>
        <source>Index of dimension %1 (of %2)</source>
        <translation>Индекс по измерению %1 (из %2)</translation>
    </message>
    <message>
        <source>No output selected.</source>
        <translation>Выход не выбран.</translation>
    </message>
    <message>
        <source>The tensors of “%1” were not kept for this seed (the run went past its memory budget); choose the first seed or run fewer seeds.</source>
        <translation>Тензоры «%1» для этого сида не сохранены (запуск превысил бюджет памяти); выберите первый сид или запустите меньше сидов.</translation>
    </message>
    <message>
        <source>%1 %2
value %3
reference %4
abs %5  rel %6  ULP %7
%8</source>
        <translation>%1 %2
значение %3
эталон %4
абс. %5  отн. %6  ULP %7
%8</translation>
    </message>
    <message>
        <source>
(the worst of a %1 × %2 block)</source>
        <translation>
(худший в блоке %1 × %2)</translation>
    </message>
    <message>
        <source>Selected %1 %2 (flat %3): value %4, reference %5, abs error %6, rel error %7, %8 ULP — %9</source>
        <translation>Выбрано: %1 %2 (плоский индекс %3): значение %4, эталон %5, абс. ошибка %6, отн. ошибка %7, %8 ULP — %9</translation>
    </message>
    <message>
        <source>suspect</source>
        <translation>подозрительный</translation>
    </message>
    <message>
        <source>No output element was last written by a thread that a finding names (or the run was not profiled)</source>
        <translation>Ни один элемент выхода не записан последним потоком, указанным в проблеме (или запуск не профилировался)</translation>
    </message>
    <message>
        <source>Mark the elements whose last writer is a thread that a finding (race, out of bounds, misaligned, uninitialised read) names</source>
        <translation>Отметить элементы, которые последним записал поток, указанный в проблеме (гонка, выход за границы, невыровненный доступ, чтение неинициализированной памяти)</translation>
    </message>
    <message>
        <source>
Suspect: its last writer is the thread that finding %1 names: %2</source>
        <translation>
Подозрительный: последним его записал поток, указанный в проблеме %1: %2</translation>
    </message>
    <message>
        <source>Suspects</source>
        <translation>Подозрительные</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#ff8c00&apos;&gt;■&lt;/span&gt; Inf &amp;nbsp; &lt;span style=&apos;color:#ff00ff&apos;&gt;■&lt;/span&gt; NaN &amp;nbsp; &lt;span style=&apos;color:#141414&apos;&gt;■&lt;/span&gt; unwritten &amp;nbsp; &lt;span style=&apos;color:#96a0b9&apos;&gt;■&lt;/span&gt; not compared (outside the region or mask) &amp;nbsp; &lt;span style=&apos;color:#ff2828&apos;&gt;✕&lt;/span&gt; suspect: written by a thread a finding names &amp;nbsp; &lt;i&gt;Drag to pan, wheel to zoom, click an element for details.&lt;/i&gt;</source>
        <translation>&lt;span style=&apos;color:#ff8c00&apos;&gt;■&lt;/span&gt; Inf &amp;nbsp; &lt;span style=&apos;color:#ff00ff&apos;&gt;■&lt;/span&gt; NaN &amp;nbsp; &lt;span style=&apos;color:#141414&apos;&gt;■&lt;/span&gt; не записано &amp;nbsp; &lt;span style=&apos;color:#96a0b9&apos;&gt;■&lt;/span&gt; не сравнивалось (вне области или маски) &amp;nbsp; &lt;span style=&apos;color:#ff2828&apos;&gt;✕&lt;/span&gt; подозрительный: записан потоком, указанным в проблеме &amp;nbsp; &lt;i&gt;Перетаскивание — сдвиг, колесо — масштаб, щелчок по элементу — подробности.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The reference failed for this seed, so “%1” was not compared: %2</source>
        <translation>Эталон не удался для этого зерна, поэтому «%1» не сравнивался: %2</translation>
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
        <translation>%1: все сравниваемые элементы точны</translation>
    </message>
    <message>
        <source>%1 (tolerance %2)</source>
        <translation>%1 (допуск %2)</translation>
    </message>
    <message>
        <source>%1 (no ULP rule: %2 judges)</source>
        <translation>%1 (правила ULP нет: судит %2)</translation>
    </message>
    <message>
        <source>Seed %1 stopped (%2): the launch did not complete, so this map shows only what it wrote before it stopped. %3</source>
        <translation>Сид %1 остановлен (%2): запуск не завершился, поэтому карта показывает только то, что он записал до остановки. %3</translation>
    </message>
    <message>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message>
        <source>early</source>
        <translation>досрочно</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HotspotModel</name>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <source>This line has no counterpart in the baseline %1</source>
        <translation>У этой строки нет соответствия в базовой линии %1</translation>
    </message>
    <message>
        <source>Baseline %1, line %2: %3 %4; this line: %5</source>
        <translation>Базовая линия %1, строка %2: %3 %4; эта строка: %5</translation>
    </message>
    <message>
        <source>excess sectors</source>
        <translation>лишних секторов</translation>
    </message>
    <message>
        <source>excess wavefronts</source>
        <translation>лишних волновых фронтов</translation>
    </message>
    <message>
        <source>PTX %1: %2</source>
        <translation>PTX %1: %2</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Executed</source>
        <translation>Выполнено</translation>
    </message>
    <message>
        <source>Lane eff.</source>
        <translation>Эфф. потоков</translation>
    </message>
    <message>
        <source>Sectors/req</source>
        <translation>Секторов/запрос</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>Идеал</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Лишние секторы</translation>
    </message>
    <message>
        <source>Shared wavefronts</source>
        <translation>Wavefronts shared</translation>
    </message>
    <message>
        <source>Conflict ways</source>
        <translation>Степень конфликта</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Divergent</source>
        <translation>Расходящиеся</translation>
    </message>
    <message>
        <source>L1 hit %</source>
        <translation>попадания L1 %</translation>
    </message>
    <message>
        <source>L2 hit %</source>
        <translation>попадания L2 %</translation>
    </message>
    <message>
        <source>DRAM bytes</source>
        <translation>Байты DRAM</translation>
    </message>
    <message>
        <source>PTX instruction</source>
        <translation>Инструкция PTX</translation>
    </message>
    <message>
        <source>Δ excess sectors</source>
        <translation>Δ лишних секторов</translation>
    </message>
    <message>
        <source>Δ bank conflicts</source>
        <translation>Δ конфликтов банков</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>Строка исходного кода</translation>
    </message>
    <message>
        <source>Instructions Executed (warp level)</source>
        <translation>Instructions Executed (на уровне варпа)</translation>
    </message>
    <message>
        <source>Warp Execution Efficiency: active lanes / 32</source>
        <translation>Warp Execution Efficiency: активные потоки / 32</translation>
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
        <translation>Наихудшая степень конфликта банков (число разных слов в одном банке за одну фазу)</translation>
    </message>
    <message>
        <source>Bytes read and written, all memory spaces</source>
        <translation>Прочитанные и записанные байты, все пространства памяти</translation>
    </message>
    <message>
        <source>FLOPs (fadd + fmul + 2 × ffma, all types)</source>
        <translation>FLOPs (fadd + fmul + 2 × ffma, все типы)</translation>
    </message>
    <message>
        <source>Divergent Branches</source>
        <translation>Divergent Branches</translation>
    </message>
    <message>
        <source>L1/TEX Hit Rate of global loads (l1tex__t_sector_hit_rate.pct), from the cache model</source>
        <translation>Доля попаданий L1/TEX для глобальных загрузок (l1tex__t_sector_hit_rate.pct), по модели кэша</translation>
    </message>
    <message>
        <source>L2 Hit Rate (lts__t_sector_hit_rate.pct), from the cache model</source>
        <translation>Доля попаданий в L2 (lts__t_sector_hit_rate.pct), по модели кэша</translation>
    </message>
    <message>
        <source>dram__bytes_read.sum + dram__bytes_write.sum, from the cache model (writes charged to the last writer)</source>
        <translation>dram__bytes_read.sum + dram__bytes_write.sum, по модели кэша (записи относятся к последнему писавшему)</translation>
    </message>
    <message>
        <source>The PTX line and opcode of the instruction</source>
        <translation>Строка PTX и код операции инструкции</translation>
    </message>
    <message>
        <source>Excess global sectors of this line minus those of its counterpart in the pinned baseline (lines paired by their text)</source>
        <translation>Лишние глобальные секторы этой строки минус секторы соответствующей строки закреплённой базовой линии (строки сопоставлены по тексту)</translation>
    </message>
    <message>
        <source>Excess shared wavefronts (bank conflicts) of this line minus those of its counterpart in the pinned baseline</source>
        <translation>Лишние волновые фронты разделяемой памяти (конфликты банков) этой строки минус фронты соответствующей строки закреплённой базовой линии</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::HotspotTable</name>
    <message>
        <source>Profile the task (Run › Profile) to see where its time and memory traffic go.</source>
        <translation>Профилируйте задачу (Запуск › Профилировать), чтобы увидеть, на что уходят её время и трафик памяти.</translation>
    </message>
    <message>
        <source>Kernel %1, first seed only. Sort by a column; activate a row to see its line.</source>
        <translation>Ядро %1, только первый сид. Сортируйте по столбцу; активируйте строку таблицы, чтобы перейти к её строке кода.</translation>
    </message>
    <message>
        <source>Kernel %1 stopped early (a finding, the budget or a cancel): the counts cover what ran.</source>
        <translation>Ядро %1 остановилось досрочно (проблема, бюджет или отмена): счётчики охватывают то, что успело выполниться.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Per source line</source>
        <translation>По строкам исходника</translation>
    </message>
    <message>
        <source>Per PTX instruction</source>
        <translation>По инструкциям PTX</translation>
    </message>
    <message>
        <source>Export hot spots</source>
        <translation>Экспорт горячих точек</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ImplementationsModel</name>
    <message>
        <source> (max)</source>
        <translation> (макс.)</translation>
    </message>
    <message>
        <source> (min)</source>
        <translation> (мин.)</translation>
    </message>
    <message>
        <source>%1: %2 registers, %3 B shared</source>
        <translation>%1: регистров %2, разделяемой памяти %3 Б</translation>
    </message>
    <message>
        <source>Each step is its own launch; the pipeline needs its most demanding step&apos;s:</source>
        <translation>Каждый шаг — отдельный запуск; конвейеру нужно столько же, сколько его самому требовательному шагу:</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ОШИБКА</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>ОСТАНОВЛЕНО</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ПРОВАЛ</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Language, arch</source>
        <translation>Язык, архитектура</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Макс. абс.</translation>
    </message>
    <message>
        <source>Max rel</source>
        <translation>Макс. отн.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>Макс. ULP</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>Несовпадения</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Находки</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Регистры</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>Разделяемая память</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Заполняемость</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>Время на GPU</translation>
    </message>
    <message>
        <source>Predicted by the emulator from the analysed first seed (Nsight Compute&apos;s name)</source>
        <translation>Предсказано эмулятором по первому проанализированному сиду (название из Nsight Compute)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>не запускалась</translation>
    </message>
    <message>
        <source>Not run: the comparison was cancelled before this implementation started.</source>
        <translation>Не запускалась: сравнение отменено до запуска этой реализации.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ImplementationsView</name>
    <message>
        <source>bit-identical</source>
        <translation>побитово идентичны</translation>
    </message>
    <message>
        <source>within tolerance</source>
        <translation>в пределах допуска</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>различаются</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>не сравнивались</translation>
    </message>
    <message>
        <source>The pair of implementations, the output and the seed whose difference is shown</source>
        <translation>Пара реализаций, выход и сид, разница которых показана</translation>
    </message>
    <message>
        <source>Migration %1 → %2 (%3): </source>
        <translation>Миграция %1 → %2 (%3): </translation>
    </message>
    <message>
        <source>SASS identical</source>
        <translation>SASS идентичен</translation>
    </message>
    <message>
        <source>SASS +%1 −%2 lines</source>
        <translation>SASS +%1 −%2 строк</translation>
    </message>
    <message>
        <source>; registers %1 → %2</source>
        <translation>; регистры %1 → %2</translation>
    </message>
    <message>
        <source>Only one implementation ran: nothing to compare.</source>
        <translation>Выполнена только одна реализация: сравнивать нечего.</translation>
    </message>
    <message>
        <source>No implementations to compare.</source>
        <translation>Нет реализаций для сравнения.</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3 · seed %4 · %5</source>
        <translation>%1 против %2 · %3 · сид %4 · %5</translation>
    </message>
    <message>
        <source>: %1 of %2 elements differ in bits, %3 beyond the tolerance; max abs %4, max rel %5, max ULP %6. First differing element %7: %8 (%9) vs %10 (%11).</source>
        <translation>: %1 из %2 элементов различаются в битах, %3 вне допуска; макс. абс. %4, макс. отн. %5, макс. ULP %6. Первый различающийся элемент %7: %8 (%9) против %10 (%11).</translation>
    </message>
    <message>
        <source>: all %1 elements have the same bits.</source>
        <translation>: все %1 элементов совпадают побитово.</translation>
    </message>
    <message>
        <source>The difference map was not kept (run with a result bundle to see it).</source>
        <translation>Карта разницы не сохранена (запустите с пакетом результатов, чтобы увидеть её).</translation>
    </message>
    <message>
        <source>Time on GPU (A/B)</source>
        <translation>Замерить на GPU (A/B)</translation>
    </message>
    <message>
        <source>Time each implementation against the first one on the GPU with the fair A/B method</source>
        <translation>Замеряет каждую реализацию против первой на GPU честным методом A/B</translation>
    </message>
    <message>
        <source>the worker has not reported a device yet</source>
        <translation>рабочий процесс ещё не сообщил об устройстве</translation>
    </message>
    <message>
        <source>%1: %2 registers, %3 B shared%4</source>
        <translation>%1: регистров %2, разделяемой памяти %3 Б%4</translation>
    </message>
    <message>
        <source>, %1% occupancy</source>
        <translation>, заполненность %1%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Steps of %1: %2</source>
        <translation>Шаги %1: %2</translation>
    </message>
    <message>
        <source>Stopped (%1) — partial: %2; nothing complete to compare.</source>
        <translation>Остановлено (%1) — частично: %2; нечего сравнивать целиком.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::LastWriterPanel</name>
    <message>
        <source>Last writer</source>
        <translation>Последний записавший</translation>
    </message>
    <message>
        <source>The last write in the emulator&apos;s order: blocks in ascending linear index, within a block the order its warps ran in, within one warp instruction the highest lane. When threads race to write an element, this is the writer whose value the emulator kept, not a promise about any GPU.</source>
        <translation>Последняя запись в порядке эмулятора: блоки по возрастанию линейного индекса, внутри блока — в порядке выполнения его варпов, внутри одной инструкции варпа — поток с наибольшим номером. Если потоки состязаются за запись элемента, это тот, чьё значение сохранил эмулятор, а не гарантия для какого-либо GPU.</translation>
    </message>
    <message>
        <source>Trace this thread</source>
        <translation>Трассировать этот поток</translation>
    </message>
    <message>
        <source>Run the first seed again on the emulator and list every instruction this thread executed with the registers it wrote</source>
        <translation>Снова запустить первый сид на эмуляторе и перечислить все инструкции, выполненные этим потоком, с записанными им регистрами</translation>
    </message>
    <message>
        <source>Click an element of the heatmap to see which thread wrote it last.</source>
        <translation>Щёлкните элемент тепловой карты, чтобы увидеть, какой поток записал его последним.</translation>
    </message>
    <message>
        <source>source line %1 (&lt;a href=&quot;source&quot;&gt;Go to line&lt;/a&gt;)</source>
        <translation>строка исходного кода %1 (&lt;a href=&quot;source&quot;&gt;перейти к строке&lt;/a&gt;)</translation>
    </message>
    <message>
        <source>no source line (compile with -lineinfo)</source>
        <translation>нет строки исходного кода (скомпилируйте с -lineinfo)</translation>
    </message>
    <message>
        <source>PTX line %1 (&lt;a href=&quot;ptx&quot;&gt;show&lt;/a&gt;)</source>
        <translation>строка PTX %1 (&lt;a href=&quot;ptx&quot;&gt;показать&lt;/a&gt;)</translation>
    </message>
    <message>
        <source>no PTX line</source>
        <translation>нет строки PTX</translation>
    </message>
    <message>
        <source>%1 was last written by block %2, thread %3, at %4, %5.</source>
        <translation>%1 последним записал блок %2, поток %3: %4, %5.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::MemoryChart</name>
    <message>
        <source>Profile the task to see its memory traffic.</source>
        <translation>Профилируйте задачу, чтобы увидеть её трафик памяти.</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>Запросов: %1</translation>
    </message>
    <message>
        <source>%1 read, %2 written</source>
        <translation>Прочитано %1, записано %2</translation>
    </message>
    <message>
        <source>%1 wavefronts (ideal %2)</source>
        <translation>Wavefronts: %1 (идеал %2)</translation>
    </message>
    <message>
        <source>%1 sectors (ideal %2, excessive %3) = %4</source>
        <translation>Секторов: %1 (идеал %2, лишних %3) = %4</translation>
    </message>
    <message>
        <source>%1 sectors = %2 (model)</source>
        <translation>Секторов: %1 = %2 (модель)</translation>
    </message>
    <message>
        <source>Kernel %1, first seed. L1 → L2: L2 Theoretical Sectors Global. L2 → DRAM is a model: every distinct sector moves once (an L2 that holds everything).</source>
        <translation>Ядро %1, первый сид. L1 → L2: L2 Theoretical Sectors Global. L2 → DRAM — модель: каждый отдельный сектор передаётся один раз (как если бы L2 вмещал всё).</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Глобальная</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Shared</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Локальная</translation>
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
        <translation>асинхронные копии: %1 глобальная → разделяемая, без регистров</translation>
    </message>
    <message>
        <source>async copies: %1 global → shared, %2 shared → global, no registers</source>
        <translation>асинхронные копии: %1 глобальная → разделяемая, %2 разделяемая → глобальная, без регистров</translation>
    </message>
    <message>
        <source>hit %1 %</source>
        <translation>попадания %1 %</translation>
    </message>
    <message>
        <source>%1 sectors requested (excessive %2); %3 sectors = %4 to L2 (model)</source>
        <translation>%1 секторов запрошено (лишних %2); %3 секторов = %4 в L2 (модель)</translation>
    </message>
    <message>
        <source>%1 read, %2 written (model)</source>
        <translation>%1 прочитано, %2 записано (модель)</translation>
    </message>
    <message>
        <source>Kernel %1, first seed. Hit rates and L2/DRAM bytes are a cache model (L1 per SM and L2 of %2, simulated over the emulator&apos;s accesses%3), not a measurement.</source>
        <translation>Ядро %1, первое зерно. Доли попаданий и байты L2/DRAM — модель кэша (L1 на SM и L2 для %2, смоделированы по обращениям эмулятора%3), а не измерение.</translation>
    </message>
    <message>
        <source>, sampled: one line in %1</source>
        <translation>, выборка: одна строка из %1</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>запросы</translation>
    </message>
    <message>
        <source>sectors</source>
        <translation>секторы</translation>
    </message>
    <message>
        <source>sectors/request</source>
        <translation>секторы/запрос</translation>
    </message>
    <message>
        <source>excess sectors</source>
        <translation>лишних секторов</translation>
    </message>
    <message>
        <source>shared wavefronts</source>
        <translation>волновые фронты разделяемой памяти</translation>
    </message>
    <message>
        <source>L1 hit %</source>
        <translation>попадания L1 %</translation>
    </message>
    <message>
        <source>L2 hit %</source>
        <translation>попадания L2 %</translation>
    </message>
    <message>
        <source>Against the baseline %1 (baseline → now): %2</source>
        <translation>Относительно базовой линии %1 (базовая линия → сейчас): %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::OccupancyLimitsModel</name>
    <message>
        <source>the block size</source>
        <translation>размер блока</translation>
    </message>
    <message>
        <source>warps per SM</source>
        <translation>варпы на SM</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>блоки на SM</translation>
    </message>
    <message>
        <source>registers per thread</source>
        <translation>регистры на поток</translation>
    </message>
    <message>
        <source>shared memory per block</source>
        <translation>shared-память на блок</translation>
    </message>
    <message>
        <source>barriers</source>
        <translation>барьеры</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>%1 (limiting)</source>
        <translation>%1 (ограничивает)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Ограничение</translation>
    </message>
    <message>
        <source>Blocks per SM</source>
        <translation>Блоков на SM</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::OccupancyWidget</name>
    <message>
        <source>Threads per block</source>
        <translation>Потоков на блок</translation>
    </message>
    <message>
        <source>Registers per thread</source>
        <translation>Регистров на поток</translation>
    </message>
    <message>
        <source>Shared memory per block (B)</source>
        <translation>Shared-память на блок (Б)</translation>
    </message>
    <message>
        <source>Occupancy (%)</source>
        <translation>Занятость (%)</translation>
    </message>
    <message>
        <source>Compile the kernel to see its occupancy.</source>
        <translation>Скомпилируйте ядро, чтобы увидеть его занятость.</translation>
    </message>
    <message>
        <source>Theoretical occupancy %1 % — %2 of %3 warps per SM (sm_%4)</source>
        <translation>Теоретическая занятость %1 % — %2 из %3 варпов на SM (sm_%4)</translation>
    </message>
    <message numerus="yes">
        <source>Limited by %1: %n block(s) per SM fit.</source>
        <translation>
            <numerusform>Ограничение — %1: на SM помещается %n блок.</numerusform>
            <numerusform>Ограничение — %1: на SM помещаются %n блока.</numerusform>
            <numerusform>Ограничение — %1: на SM помещается %n блоков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocks allowed by warps %1, blocks %2, registers %3, shared memory %4.</source>
        <translation>Допустимо блоков по варпам: %1, по блокам: %2, по регистрам: %3, по shared-памяти: %4.</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Занятость</translation>
    </message>
    <message>
        <source>Reset to kernel</source>
        <translation>Вернуть значения ядра</translation>
    </message>
    <message>
        <source>What-if: these are your values, not the compiled kernel&apos;s.</source>
        <translation>Что если: это ваши значения, а не значения скомпилированного ядра.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baseline&lt;/b&gt; %1: %2 % — %3 of %4 warps per SM, limited by %5 (%6 threads per block, %7 registers per thread, %8 B shared memory per block).</source>
        <translation>&lt;b&gt;Базовая линия&lt;/b&gt; %1: %2 % — %3 из %4 варпов на SM, ограничено: %5 (%6 потоков на блок, %7 регистров на поток, %8 Б разделяемой памяти на блок).</translation>
    </message>
    <message>
        <source>Now the same.</source>
        <translation>Сейчас так же.</translation>
    </message>
    <message>
        <source>Now &lt;span style=&quot;color:%1&quot;&gt;%2%3 points&lt;/span&gt;.</source>
        <translation>Сейчас &lt;span style=&quot;color:%1&quot;&gt;%2%3 п. п.&lt;/span&gt;.</translation>
    </message>
    <message>
        <source>The limiter changed: %1 then, %2 now.</source>
        <translation>Ограничитель изменился: раньше %1, сейчас %2.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ProfilerCharts</name>
    <message>
        <source>Timing</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>Metrics: measured vs predicted</source>
        <translation>Метрики: измеренные и предсказанные</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Аудит</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Экспорт графика…</translation>
    </message>
    <message>
        <source>Write the chart on screen as PNG, SVG or PDF</source>
        <translation>Сохранить текущий график как PNG, SVG или PDF</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <translation>Копировать JSON</translation>
    </message>
    <message>
        <source>Copy the whole benchmark document to the clipboard</source>
        <translation>Скопировать весь документ бенчмарка в буфер обмена</translation>
    </message>
    <message>
        <source>Open a benchmark result (Run › Open benchmark results…) to see its charts.</source>
        <translation>Откройте результат бенчмарка (Запуск › Открыть результаты бенчмарка…), чтобы увидеть его графики.</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>базовая версия</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>новая версия</translation>
    </message>
    <message>
        <source>L2 flushed before every run (%1 MiB written)</source>
        <translation>L2 сбрасывается перед каждым запуском (записано %1 МиБ)</translation>
    </message>
    <message>
        <source>L2 warm (not flushed)</source>
        <translation>L2 прогрет (не сбрасывается)</translation>
    </message>
    <message>
        <source>%1 — timer: %2; %3; %4 warm-up + %5 timed runs per kernel</source>
        <translation>%1 — таймер: %2; %3; прогревочных запусков: %4 + замеряемых: %5 на ядро</translation>
    </message>
    <message>
        <source>; order %1 (%2…)</source>
        <translation>; порядок %1 (%2…)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>примечание: %1</translation>
    </message>
    <message>
        <source>The document has no audit lines.</source>
        <translation>В документе нет строк аудита.</translation>
    </message>
    <message>
        <source>%1: there is no such chart</source>
        <translation>%1: такого графика нет</translation>
    </message>
    <message>
        <source>Warpscope benchmark</source>
        <translation>Бенчмарк Warpscope</translation>
    </message>
    <message>
        <source>The audit is text: copy it, or choose a chart tab to export.</source>
        <translation>Аудит — это текст: скопируйте его или выберите вкладку с графиком для экспорта.</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message numerus="yes">
        <source>The benchmark document is on the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>Документ бенчмарка скопирован в буфер обмена (%n символ).</numerusform>
            <numerusform>Документ бенчмарка скопирован в буфер обмена (%n символа).</numerusform>
            <numerusform>Документ бенчмарка скопирован в буфер обмена (%n символов).</numerusform>
        </translation>
    </message>
    <message>
        <source>DRAM bytes (read + write)</source>
        <translation>Байты DRAM (чтение + запись)</translation>
    </message>
    <message>
        <source>L2 sectors</source>
        <translation>Секторы L2</translation>
    </message>
    <message>
        <source>L1 global load sectors</source>
        <translation>Секторы глобальных загрузок L1</translation>
    </message>
    <message>
        <source>L1 global load requests</source>
        <translation>Запросы глобальных загрузок L1</translation>
    </message>
    <message>
        <source>L1 global store sectors</source>
        <translation>Секторы глобальных записей L1</translation>
    </message>
    <message>
        <source>L1 global store requests</source>
        <translation>Запросы глобальных записей L1</translation>
    </message>
    <message>
        <source>shared load wavefronts</source>
        <translation>wavefronts загрузок shared</translation>
    </message>
    <message>
        <source>shared store wavefronts</source>
        <translation>wavefronts записей shared</translation>
    </message>
    <message>
        <source>shared bank conflicts</source>
        <translation>конфликты банков shared</translation>
    </message>
    <message>
        <source>bank conflicts, loads</source>
        <translation>конфликты банков, загрузки</translation>
    </message>
    <message>
        <source>bank conflicts, stores</source>
        <translation>конфликты банков, записи</translation>
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
        <translation>%1: не измерено: %2</translation>
    </message>
    <message>
        <source>the benchmark ran without --metrics</source>
        <translation>бенчмарк запущен без --metrics</translation>
    </message>
    <message>
        <source>%1: not predicted: %2</source>
        <translation>%1: не предсказано: %2</translation>
    </message>
    <message>
        <source>the benchmark ran without --metrics or --predict</source>
        <translation>бенчмарк запущен без --metrics или --predict</translation>
    </message>
    <message>
        <source>%1: %2 = %3 (measured)</source>
        <translation>%1: %2 = %3 (измерено)</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>замеры</translation>
    </message>
    <message>
        <source>median %1 µs, IQR %2 µs</source>
        <translation>медиана %1 мкс, IQR %2 мкс</translation>
    </message>
    <message>
        <source>kernel time (µs)</source>
        <translation>время ядра (мкс)</translation>
    </message>
    <message>
        <source>No speed-up: the benchmark ran one kernel (add --baseline TASK for an A/B).</source>
        <translation>Нет ускорения: бенчмарк запускал одно ядро (добавьте --baseline TASK для сравнения A/B).</translation>
    </message>
    <message>
        <source>baseline / candidate, per pair</source>
        <translation>базовая / новая версия, по парам</translation>
    </message>
    <message>
        <source>median %1×</source>
        <translation>медиана %1×</translation>
    </message>
    <message>
        <source>no change (1×)</source>
        <translation>без изменений (1×)</translation>
    </message>
    <message>
        <source>interleaved pair</source>
        <translation>чередующаяся пара</translation>
    </message>
    <message>
        <source>speed-up (×)</source>
        <translation>ускорение (×)</translation>
    </message>
    <message>
        <source>measured (GPU)</source>
        <translation>измерено (GPU)</translation>
    </message>
    <message>
        <source>predicted (emulator model)</source>
        <translation>предсказано (модель эмулятора)</translation>
    </message>
    <message>
        <source>count (log scale; zero and missing values draw no bar)</source>
        <translation>количество (логарифмическая шкала; для нулевых и отсутствующих значений столбец не рисуется)</translation>
    </message>
    <message>
        <source>No metrics in this document: run `warpscope-cli bench --metrics --json`.</source>
        <translation>В этом документе нет метрик: выполните `warpscope-cli bench --metrics --json`.</translation>
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
        <translation>пик</translation>
    </message>
    <message>
        <source>No roofline: %1 is not in resources/gpus.json and the document has no bandwidth.</source>
        <translation>Нет roofline: %1 нет в resources/gpus.json, а в документе нет пропускной способности.</translation>
    </message>
    <message>
        <source>measured DRAM bytes</source>
        <translation>измеренные байты DRAM</translation>
    </message>
    <message>
        <source>the model&apos;s DRAM bytes (not measured)</source>
        <translation>байты DRAM по модели (не измерены)</translation>
    </message>
    <message>
        <source>compulsory bytes (not measured)</source>
        <translation>обязательные байты (не измерены)</translation>
    </message>
    <message>
        <source>median %1 µs; intensity from %2</source>
        <translation>медиана %1 мкс; интенсивность по: %2</translation>
    </message>
    <message>
        <source>%1 (model floor)</source>
        <translation>%1 (нижняя граница модели)</translation>
    </message>
    <message>
        <source>the fastest the model allows: %1 µs</source>
        <translation>самое быстрое, что допускает модель: %1 мкс</translation>
    </message>
    <message>
        <source>DRAM model: %1</source>
        <translation>Модель DRAM: %1</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ResourceDiffModel</name>
    <message>
        <source>Registers</source>
        <translation>Регистры</translation>
    </message>
    <message>
        <source>Static shared (B)</source>
        <translation>Статическая shared (Б)</translation>
    </message>
    <message>
        <source>Local/stack (B)</source>
        <translation>Локальная/стек (Б)</translation>
    </message>
    <message>
        <source>Spill stores (B)</source>
        <translation>Записи при вытеснении (Б)</translation>
    </message>
    <message>
        <source>Spill loads (B)</source>
        <translation>Чтения при вытеснении (Б)</translation>
    </message>
    <message>
        <source>Constant (B)</source>
        <translation>Константная (Б)</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Барьеры</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
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
        <translation>Регистры вытесняются в локальную память: каждое вытеснение — это обращение к памяти.</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Регистры</translation>
    </message>
    <message>
        <source>Static shared (B)</source>
        <translation>Статическая shared (Б)</translation>
    </message>
    <message>
        <source>Local/stack (B)</source>
        <translation>Локальная/стек (Б)</translation>
    </message>
    <message>
        <source>Spill stores (B)</source>
        <translation>Записи при вытеснении (Б)</translation>
    </message>
    <message>
        <source>Spill loads (B)</source>
        <translation>Чтения при вытеснении (Б)</translation>
    </message>
    <message>
        <source>Constant (B)</source>
        <translation>Константная (Б)</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Барьеры</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ReviewNotesPane</name>
    <message>
        <source>Bookmark current line</source>
        <translation>Закладка на текущей строке</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Review of …</source>
        <translation>Рецензия …</translation>
    </message>
    <message>
        <source>Summary for the top of the report (Markdown)</source>
        <translation>Резюме для начала отчёта (Markdown)</translation>
    </message>
    <message>
        <source>Notes (Markdown): **bold**, *italic*, `code`, lists, headings</source>
        <translation>Заметки (Markdown): **жирный**, *курсив*, `код`, списки, заголовки</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Рецензент:</translation>
    </message>
    <message>
        <source>Summary:</source>
        <translation>Резюме:</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Закладки</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RooflinePlot</name>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP per DRAM byte)</source>
        <translation>арифметическая интенсивность (FLOP на байт DRAM)</translation>
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
        <translation>точка перегиба %1 FLOP/B</translation>
    </message>
    <message>
        <source>measured (GPU time)</source>
        <translation>измерено (время на GPU)</translation>
    </message>
    <message>
        <source>model (emulator counts)</source>
        <translation>модель (счётчики эмулятора)</translation>
    </message>
    <message>
        <source>%1: bandwidth %2B/s (%3)</source>
        <translation>%1: пропускная способность %2B/s (%3)</translation>
    </message>
    <message>
        <source>%1 peak %2FLOP/s (%3)</source>
        <translation>%1: пик %2FLOP/s (%3)</translation>
    </message>
    <message>
        <source>%1 not plotted: it has no DRAM traffic or no FLOPs</source>
        <translation>%1 не нанесено на график: нет трафика DRAM или нет FLOPs</translation>
    </message>
    <message>
        <source>Warpscope roofline</source>
        <translation>Roofline Warpscope</translation>
    </message>
    <message>
        <source>Export roofline</source>
        <translation>Экспорт roofline</translation>
    </message>
    <message>
        <source>model, L2 bytes (cache model)</source>
        <translation>модель, байты L2 (модель кэша)</translation>
    </message>
    <message>
        <source>model, L1 bytes requested</source>
        <translation>модель, байты, запрошенные у L1</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>базовая линия</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunOptionsButton</name>
    <message>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <source>Default schedule</source>
        <translation>Порядок по умолчанию</translation>
    </message>
    <message>
        <source>Random schedule %1</source>
        <translation>Случайный порядок %1</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Порядок выполнения</translation>
    </message>
    <message>
        <source>How the emulator interleaves warps and blocks. The default runs warp 0 first; a random schedule picks a seeded order, the same every time, and can show races the default hides. A random schedule runs on the emulator.</source>
        <translation>Как эмулятор чередует варпы и блоки. По умолчанию первым выполняется варп 0; случайный порядок выбирается по сиду, каждый раз один и тот же, и может показать гонки, которые порядок по умолчанию скрывает. Случайный порядок выполняется на эмуляторе.</translation>
    </message>
    <message>
        <source>Approximate instructions</source>
        <translation>Приближённые инструкции</translation>
    </message>
    <message>
        <source>Correctly rounded</source>
        <translation>Точное округление</translation>
    </message>
    <message>
        <source>Worst case, random</source>
        <translation>Худший случай, случайно</translation>
    </message>
    <message>
        <source>Worst case, up</source>
        <translation>Худший случай, вверх</translation>
    </message>
    <message>
        <source>Worst case, down</source>
        <translation>Худший случай, вниз</translation>
    </message>
    <message>
        <source>Worst case, away from zero</source>
        <translation>Худший случай, от нуля</translation>
    </message>
    <message>
        <source>Worst case, toward zero</source>
        <translation>Худший случай, к нулю</translation>
    </message>
    <message>
        <source>Approximate instructions (__expf, __sinf, __fdividef, rsqrtf, tanh.approx …): correctly rounded, or each result pushed to the error bound the PTX ISA documents, so a pass means &quot;passes even at the GPU&apos;s documented worst case&quot;. Worst case runs on the emulator.</source>
        <translation>Приближённые инструкции (__expf, __sinf, __fdividef, rsqrtf, tanh.approx …): с точным округлением или с каждым результатом, сдвинутым к границе погрешности из PTX ISA, так что успех означает «проходит даже в документированном худшем случае GPU». Худший случай выполняется в эмуляторе.</translation>
    </message>
    <message>
        <source>Run options: %1; approximate instructions: %2</source>
        <translation>Параметры запуска: %1; приближённые инструкции: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunResultsPane</name>
    <message>
        <source>&lt;b style=&apos;color:#b35900&apos;&gt;STOPPED (%1)&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#b35900&apos;&gt;ОСТАНОВЛЕНО (%1)&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — sampled: %1 of %2 CTAs ran, only the elements they wrote were compared</source>
        <translation> — выборка: выполнено %1 из %2 CTA, сравнивались только записанные ими элементы</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Worst elements</source>
        <translation>Худшие элементы</translation>
    </message>
    <message>
        <source>ULP histogram</source>
        <translation>Гистограмма ULP</translation>
    </message>
    <message>
        <source>No run yet. Press F5 to run the task and compare its outputs with the reference.</source>
        <translation>Запусков ещё не было. Нажмите F5, чтобы запустить задачу и сравнить её выходы с эталоном.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1a7f1a&apos;&gt;PASSED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#1a7f1a&apos;&gt;ПРОЙДЕНО&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;ПРОВАЛЕНО&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 on %3, %n seed(s), %4 reference; params %5</source>
        <translation>
            <numerusform>%1 — %2 на %3, %n сид, эталон: %4; параметры %5</numerusform>
            <numerusform>%1 — %2 на %3, %n сида, эталон: %4; параметры %5</numerusform>
            <numerusform>%1 — %2 на %3, %n сидов, эталон: %4; параметры %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Предупреждения (%1)</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>строка %1: </translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Проблемы (%1)</translation>
    </message>
    <message>
        <source>Stale: %1</source>
        <translation>Устарело: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; %1. &lt;a href=&quot;profile&quot;&gt;Profile&lt;/a&gt; runs the first seed on the emulator with the race, memory and barrier checks.</source>
        <translation>&lt;b&gt;Подсказка:&lt;/b&gt; %1. &lt;a href=&quot;profile&quot;&gt;Профилировать&lt;/a&gt;: первое зерно запускается на эмуляторе с проверками гонок, памяти и барьеров.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#7a4fa0&apos;&gt;REFERENCE FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#7a4fa0&apos;&gt;ОШИБКА ЭТАЛОНА&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — seed %1: %2</source>
        <translation> — зерно %1: %2</translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation>Шаги (%1)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1a7f1a&apos;&gt;Implementations agree&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#1a7f1a&apos;&gt;Реализации совпадают&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;Implementations: FAILED&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;Реализации: ПРОВАЛ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the run above is %1&apos;s; each implementation was checked against the reference</source>
        <translation>запуск выше — это %1; каждая реализация проверена по эталону</translation>
    </message>
    <message>
        <source>no reference: the implementations are judged against each other</source>
        <translation>эталона нет: реализации сравниваются друг с другом</translation>
    </message>
    <message>
        <source>%1 of %2 comparisons between implementations differ beyond the tolerance (Implementations page).</source>
        <translation>%1 из %2 сравнений между реализациями выходят за допуск (страница «Реализации»).</translation>
    </message>
    <message>
        <source>Implementations (%1)</source>
        <translation>Реализации (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 (host %3)</source>
        <translation>%1 на %2 (хост %3)</translation>
    </message>
    <message>
        <source> — partial: %1 of %2 seeds ran</source>
        <translation> — частично: выполнено %1 из %2 сидов</translation>
    </message>
    <message>
        <source> — seed %1 stopped after %2 of %3 CTAs; only the elements written by then were compared</source>
        <translation> — сид %1 остановлен после %2 из %3 CTA; сравнивались только элементы, записанные к этому моменту</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::RunVerdictModel</name>
    <message>
        <source>stopped (%1)</source>
        <translation>остановлено (%1)</translation>
    </message>
    <message>
        <source>not compared (reference failed)</source>
        <translation>не сравнивалось (ошибка эталона)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ПРОВАЛ</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>%1 (finite only)</source>
        <translation>%1 (только конечные)</translation>
    </message>
    <message>
        <source>%1: %2 elements compared; %3 outside, not compared (%4 untouched, %5 written)</source>
        <translation>%1: сравнено элементов: %2; вне области, не сравнивались: %3 (нетронутых %4, записанных %5)</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) within atol are left out: near zero a tiny error is a huge ULP distance</source>
        <translation>
            <numerusform>%n элемент в пределах atol не учитывается: около нуля крошечная ошибка даёт огромное расстояние в ULP</numerusform>
            <numerusform>%n элемента в пределах atol не учитываются: около нуля крошечная ошибка даёт огромное расстояние в ULP</numerusform>
            <numerusform>%n элементов в пределах atol не учитываются: около нуля крошечная ошибка даёт огромное расстояние в ULP</numerusform>
        </translation>
    </message>
    <message>
        <source>The largest error over the finite elements only: %1 more are NaN, Inf or unwritten and have no finite error</source>
        <translation>Наибольшая ошибка только по конечным элементам: ещё %1 — NaN, Inf или не записаны и конечной ошибки не имеют</translation>
    </message>
    <message>
        <source>From the task&apos;s [tolerance] entry for &apos;%1&apos;</source>
        <translation>Из записи [tolerance] задачи для &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The task gives no tolerance for &apos;%1&apos;: torch.testing.assert_close&apos;s default for %2 applied</source>
        <translation>Задача не задаёт допуск для &apos;%1&apos;: применён допуск torch.testing.assert_close по умолчанию для %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Сид</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Элементов</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>Расхождений</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Макс. абс.</translation>
    </message>
    <message>
        <source>Max rel</source>
        <translation>Макс. отн.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>Макс. ULP</translation>
    </message>
    <message>
        <source>Worst at</source>
        <translation>Худший индекс</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / не записано</translation>
    </message>
    <message>
        <source>early</source>
        <translation>досрочно</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SourceChooser</name>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Исходник:</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (эталон)</translation>
    </message>
    <message>
        <source>%1 (named by the PTX&apos;s line info)</source>
        <translation>%1 (назван в информации о строках PTX)</translation>
    </message>
    <message>
        <source>The task&apos;s kernels live in several files or implementations: the editor, PTX, SASS, resources and line metrics show the one chosen here, compiled for its implementation&apos;s architecture</source>
        <translation>Ядра задачи находятся в нескольких файлах или реализациях: редактор, PTX, SASS, ресурсы и метрики по строкам показывают выбранное здесь, скомпилированное для архитектуры его реализации</translation>
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
        <translation>Профиль:</translation>
    </message>
    <message>
        <source>The step of the pipeline whose counters, hot spots, memory chart and roofline are shown; the step that executed the most instructions is shown first</source>
        <translation>Шаг конвейера, чьи счётчики, горячие точки, диаграмма памяти и roofline показаны; сначала показан шаг, выполнивший больше всего инструкций</translation>
    </message>
    <message>
        <source>Implementation:</source>
        <translation>Реализация:</translation>
    </message>
    <message>
        <source>The implementation whose profile the hot spots, warp access and the editor&apos;s line metrics show; choosing another opens its source and profiles it</source>
        <translation>Реализация, профиль которой показывают горячие точки, доступы варпа и метрики строк в редакторе; выбор другой открывает её исходный код и профилирует её</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepTableModel</name>
    <message>
        <source>reference %1</source>
        <translation>эталон %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Сид</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Запуски</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Warp instructions</source>
        <translation>Инструкции варпа</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepsEditor</name>
    <message>
        <source>Add step</source>
        <translation>Добавить шаг</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Step %1: the entry is empty; name the kernel the step launches.</source>
        <translation>Шаг %1: точка входа пуста; укажите ядро, которое запускает шаг.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Шаг %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a loop; write &quot;VAR from A to B&quot; or &quot;VAR from A to B step S&quot;, loops separated by &apos;;&apos;</source>
        <translation>«%1» — не цикл; напишите &quot;VAR from A to B&quot; или &quot;VAR from A to B step S&quot;, циклы разделяются &apos;;&apos;</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::StepsEditorModel</name>
    <message>
        <source>Loops that launch the step several times, outer first, e.g. &quot;k from 1 to LOG2N + 1; j from k - 1 to -1 step -1&quot;. The loop variables can be used in the grid, block and arguments.</source>
        <translation>Циклы, запускающие шаг несколько раз, внешний первым, напр. &quot;k from 1 to LOG2N + 1; j from k - 1 to -1 step -1&quot;. Переменные циклов можно использовать в сетке, блоке и аргументах.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Точка входа</translation>
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
        <source>Shared</source>
        <translation>Shared</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Повтор</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SweepDialog</name>
    <message>
        <source>Shape sweep</source>
        <translation>Перебор форм</translation>
    </message>
    <message>
        <source>One parameter per line, one value per run; lines are zipped row by row:</source>
        <translation>Один параметр на строку, по одному значению на запуск; значения строк объединяются по позициям:</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Запустить перебор</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ПРОВАЛ</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>Double-click a finished row to show its results in the Run panes</source>
        <translation>Дважды щёлкните по завершённой строке, чтобы показать её результаты в панелях запуска</translation>
    </message>
    <message>
        <source>%1: from the task&apos;s [tolerance] entry</source>
        <translation>%1: из записи [tolerance] задачи</translation>
    </message>
    <message>
        <source>%1: the task gives none; torch.testing.assert_close&apos;s default for %2 applied</source>
        <translation>%1: задача её не задаёт; применено значение по умолчанию torch.testing.assert_close для %2</translation>
    </message>
    <message>
        <source>Figures of:</source>
        <translation>Показатели:</translation>
    </message>
    <message>
        <source>Every implementation runs in each row; the rows show this one&apos;s figures</source>
        <translation>В каждой строке запускаются все реализации; строки показывают показатели этой</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>%1 did not run: %2</source>
        <translation>%1 не запустилась: %2</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::SweepRowsModel</name>
    <message>
        <source>%1 (finite only)</source>
        <translation>%1 (только конечные)</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>остановлено (%1)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ПРОВАЛ</translation>
    </message>
    <message>
        <source>The largest error over the finite elements only: %1 more are NaN, Inf or unwritten and have no finite error</source>
        <translation>Наибольшая ошибка только по конечным элементам: ещё %1 — NaN, Inf или не записаны и конечной ошибки не имеют</translation>
    </message>
    <message>
        <source>Seed %1, output %2, as the Results table counts them; %3 over every seed and output</source>
        <translation>Сид %1, выход %2, как считает таблица результатов; %3 по всем сидам и выходам</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Mismatches (worst seed)</source>
        <translation>Несовпадения (худший сид)</translation>
    </message>
    <message>
        <source>NaN / Inf / unwritten</source>
        <translation>NaN / Inf / не записано</translation>
    </message>
    <message>
        <source>Max abs</source>
        <translation>Макс. абс.</translation>
    </message>
    <message>
        <source>Max ULP</source>
        <translation>Макс. ULP</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>не запускалась</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::TaskPane</name>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
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
        <source>Parameter %1: %2</source>
        <translation>Параметр %1: %2</translation>
    </message>
    <message>
        <source>Tolerance %1 of %2: &quot;%3&quot; is not a number &gt;= 0.</source>
        <translation>Допуск %1 для %2: «%3» — не число &gt;= 0.</translation>
    </message>
    <message>
        <source>Binds to</source>
        <translation>Связан с</translation>
    </message>
    <message>
        <source>Make a pipeline of steps</source>
        <translation>Сделать цепочку шагов</translation>
    </message>
    <message>
        <source>Turn this launch into the first [[step]] of a pipeline, so more kernels can run after it on the same buffers</source>
        <translation>Превратить этот запуск в первый [[step]] цепочки, чтобы после него на тех же буферах выполнялись другие ядра</translation>
    </message>
    <message>
        <source>Steps (a pipeline of launches, run in order)</source>
        <translation>Шаги (цепочка запусков, выполняемых по порядку)</translation>
    </message>
    <message>
        <source>Tolerances and comparison (empty: the dtype&apos;s default, every element)</source>
        <translation>Допуски и сравнение (пусто: по умолчанию для типа, все элементы)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Область</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Маска</translation>
    </message>
    <message>
        <source>Unordered</source>
        <translation>Без порядка</translation>
    </message>
    <message>
        <source>Any of</source>
        <translation>Любой из</translation>
    </message>
    <message>
        <source>Compare only a slice of the output, e.g. &quot;[:, :V]&quot; or &quot;[2:N-2, 2:N-2]&quot;; the rest is reported as written or untouched</source>
        <translation>Сравнивать только срез выхода, напр. &quot;[:, :V]&quot; или &quot;[2:N-2, 2:N-2]&quot;; остальное указывается как записанное или нетронутое</translation>
    </message>
    <message>
        <source>Compare only where the mask holds: finite(ref), a buffer name, or an expression over ref, out and i</source>
        <translation>Сравнивать только там, где выполняется маска: finite(ref), имя буфера или выражение от ref, out и i</translation>
    </message>
    <message>
        <source>Compare as multisets (both sides sorted): for outputs whose order depends on scheduling</source>
        <translation>Сравнивать как мультимножества (обе стороны отсортированы): для выходов, порядок которых зависит от планирования</translation>
    </message>
    <message>
        <source>Buffers of candidate values: an element passes if it matches any of them (order-dependent winners)</source>
        <translation>Буферы значений-кандидатов: элемент проходит, если совпадает с любым из них (победители, зависящие от порядка)</translation>
    </message>
    <message>
        <source>symbol %1 (%2)</source>
        <translation>символ %1 (%2)</translation>
    </message>
    <message>
        <source>argument</source>
        <translation>аргумент</translation>
    </message>
    <message>
        <source>Copied into the module variable %1 before each launch%2 and back after it</source>
        <translation>Копируется в переменную модуля %1 перед каждым запуском%2 и обратно после него</translation>
    </message>
    <message>
        <source>, from its generated values every time</source>
        <translation>, каждый раз из сгенерированных значений</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Реализация</translation>
    </message>
    <message>
        <source>The task&apos;s [[implementation]] whose launch is shown and edited below; the others keep theirs (an arch array&apos;s entries share one launch)</source>
        <translation>[[implementation]] задачи, чей запуск показан и редактируется ниже; остальные сохраняют свой (записи одного массива архитектур делят один запуск)</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n шаг</numerusform>
            <numerusform>%n шага</numerusform>
            <numerusform>%n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source>the run&apos;s architecture</source>
        <translation>архитектура запуска</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ThreadTraceModel</name>
    <message>
        <source> (guard false)</source>
        <translation> (guard-предикат ложен)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>PTX line</source>
        <translation>Строка PTX</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Инструкция</translation>
    </message>
    <message>
        <source>Registers written</source>
        <translation>Записанные регистры</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::ThreadTraceView</name>
    <message>
        <source>Source line:</source>
        <translation>Строка исходного кода:</translation>
    </message>
    <message>
        <source>Show only the steps of one source line</source>
        <translation>Показывать только шаги одной строки исходного кода</translation>
    </message>
    <message>
        <source>Registers written: those whose value for this thread changed at the step. Grey: the thread was at the instruction but its guard predicate was false. Click a row to go to its source line.</source>
        <translation>Записанные регистры — те, значение которых для этого потока изменилось на этом шаге. Серым: поток дошёл до инструкции, но её guard-предикат был ложным. Щёлкните строку, чтобы перейти к её строке исходного кода.</translation>
    </message>
    <message>
        <source>Click an element of an analysed run&apos;s heatmap, then &quot;Trace this thread&quot;.</source>
        <translation>Щёлкните элемент тепловой карты проанализированного запуска, затем «Трассировать этот поток».</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message numerus="yes">
        <source>Block %1, thread %2 of %3: %n step(s)</source>
        <translation>
            <numerusform>Блок %1, поток %2 ядра %3: %n шаг</numerusform>
            <numerusform>Блок %1, поток %2 ядра %3: %n шага</numerusform>
            <numerusform>Блок %1, поток %2 ядра %3: %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source> — truncated at the limit of %1 steps</source>
        <translation> — обрезано на пределе в %1 шагов</translation>
    </message>
    <message>
        <source> — the launch stopped early</source>
        <translation> — запуск остановился досрочно</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WarpAccessCanvas</name>
    <message>
        <source>No access to show</source>
        <translation>Нет обращений для отображения</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) of 32 bytes touched; each slot is 4 bytes, numbered by the lane touching it</source>
        <translation>
            <numerusform>Затронут %n сектор по 32 байта; каждая ячейка — 4 байта с номером потока, который к ней обращается</numerusform>
            <numerusform>Затронуто %n сектора по 32 байта; каждая ячейка — 4 байта с номером потока, который к ней обращается</numerusform>
            <numerusform>Затронуто %n секторов по 32 байта; каждая ячейка — 4 байта с номером потока, который к ней обращается</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more sector(s) not drawn</source>
        <translation>
            <numerusform>… ещё %n сектор не показан</numerusform>
            <numerusform>… ещё %n сектора не показаны</numerusform>
            <numerusform>… ещё %n секторов не показаны</numerusform>
        </translation>
    </message>
    <message>
        <source>32 banks of 4 bytes; one row per distinct word a bank serves; red: bank conflict</source>
        <translation>32 банка по 4 байта; по одной строке на каждое отдельное слово, которое обслуживает банк; красный — конфликт банков</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>банк</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WarpAccessView</name>
    <message>
        <source>The memory instruction (PTX line, opcode, source line)</source>
        <translation>Инструкция обращения к памяти (строка PTX, код операции, строка исходного кода)</translation>
    </message>
    <message>
        <source>warp </source>
        <translation>варп </translation>
    </message>
    <message>
        <source>The warp of block 0 whose access is shown</source>
        <translation>Варп блока 0, обращение которого показано</translation>
    </message>
    <message>
        <source>Profile the task to see how each warp&apos;s lanes access memory.</source>
        <translation>Профилируйте задачу, чтобы увидеть, как потоки каждого варпа обращаются к памяти.</translation>
    </message>
    <message>
        <source>Instruction:</source>
        <translation>Инструкция:</translation>
    </message>
    <message>
        <source>pc %1</source>
        <translation>pc %1</translation>
    </message>
    <message>
        <source>PTX line %1: %2 (source line %3)</source>
        <translation>Строка PTX %1: %2 (строка исходного кода %3)</translation>
    </message>
    <message>
        <source>This launch sampled no memory access of block 0.</source>
        <translation>В этом запуске не сэмплировано ни одного обращения к памяти блока 0.</translation>
    </message>
    <message>
        <source>Warp %1 did not execute this instruction in block 0.</source>
        <translation>Варп %1 не выполнял эту инструкцию в блоке 0.</translation>
    </message>
    <message>
        <source>load</source>
        <translation>загрузка</translation>
    </message>
    <message>
        <source>store</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>атомарная операция</translation>
    </message>
    <message numerus="yes">
        <source>Shared %1 of %n byte(s) per lane by %2 lanes: %3 wavefronts (ideal %4), worst bank conflict %5-way. Red banks serve more than one word.</source>
        <translation>
            <numerusform>Shared-память, %1, %n байт на поток, потоков: %2; wavefronts: %3 (идеал %4), худший конфликт банков — %5-кратный. Красные банки обслуживают больше одного слова.</numerusform>
            <numerusform>Shared-память, %1, %n байта на поток, потоков: %2; wavefronts: %3 (идеал %4), худший конфликт банков — %5-кратный. Красные банки обслуживают больше одного слова.</numerusform>
            <numerusform>Shared-память, %1, %n байт на поток, потоков: %2; wavefronts: %3 (идеал %4), худший конфликт банков — %5-кратный. Красные банки обслуживают больше одного слова.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Global %1 of %n byte(s) per lane by %2 lanes: %3 sectors of 32 bytes (ideal %4), %5 lines of 128 bytes. Each box is a sector; its slots show which lane reads them.</source>
        <translation>
            <numerusform>Глобальная память, %1, %n байт на поток, потоков: %2; секторов по 32 байта: %3 (идеал %4), кэш-линий по 128 байт: %5. Каждый прямоугольник — сектор; его ячейки показывают, какой поток их читает.</numerusform>
            <numerusform>Глобальная память, %1, %n байта на поток, потоков: %2; секторов по 32 байта: %3 (идеал %4), кэш-линий по 128 байт: %5. Каждый прямоугольник — сектор; его ячейки показывают, какой поток их читает.</numerusform>
            <numerusform>Глобальная память, %1, %n байт на поток, потоков: %2; секторов по 32 байта: %3 (идеал %4), кэш-линий по 128 байт: %5. Каждый прямоугольник — сектор; его ячейки показывают, какой поток их читает.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n excess sector(s)</source>
        <translation>
            <numerusform> — %n лишний сектор</numerusform>
            <numerusform> — %n лишних сектора</numerusform>
            <numerusform> — %n лишних секторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n excess wavefront(s)</source>
        <translation>
            <numerusform> — %n лишний wavefront</numerusform>
            <numerusform> — %n лишних wavefront</numerusform>
            <numerusform> — %n лишних wavefront</numerusform>
        </translation>
    </message>
    <message>
        <source>no change</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>Baseline %1: no memory instruction on a line paired with this one (new code).</source>
        <translation>Базовая линия %1: нет инструкции памяти на строке, сопоставленной с этой (новый код).</translation>
    </message>
    <message>
        <source>line %1, PTX %2 %3</source>
        <translation>строка %1, PTX %2 %3</translation>
    </message>
    <message>
        <source>Over the launch: %1 bank conflicts (excess wavefronts), worst %2-way. &lt;b&gt;Baseline&lt;/b&gt; %3 (%4): %5, worst %6-way; change %7.</source>
        <translation>За весь запуск: %1 конфликтов банков (лишних волновых фронтов), худший — %2-кратный. &lt;b&gt;Базовая линия&lt;/b&gt; %3 (%4): %5, худший — %6-кратный; изменение %7.</translation>
    </message>
    <message>
        <source>Over the launch: %1 sectors per request (ideal %2). &lt;b&gt;Baseline&lt;/b&gt; %3 (%4): %5 sectors per request; change %6.</source>
        <translation>За весь запуск: %1 секторов на запрос (в идеале %2). &lt;b&gt;Базовая линия&lt;/b&gt; %3 (%4): %5 секторов на запрос; изменение %6.</translation>
    </message>
</context>
<context>
    <name>warpscope::widgets::WorstElementsModel</name>
    <message>
        <source>Every element equals the reference rounded to the output&apos;s type (0 ULP): there is nothing to rank.</source>
        <translation>Все элементы совпадают с эталоном, округлённым до типа выхода (0 ULP): ранжировать нечего.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Индекс</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Эталон</translation>
    </message>
    <message>
        <source>Abs error</source>
        <translation>Абс. ошибка</translation>
    </message>
    <message>
        <source>Rel error</source>
        <translation>Отн. ошибка</translation>
    </message>
    <message>
        <source>ULP</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>Превышение</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Решающее правило</translation>
    </message>
    <message>
        <source>Error over the allowed error by the more lenient rule; above 1 fails</source>
        <translation>Ошибка относительно допустимой по более мягкому правилу; больше 1 — провал</translation>
    </message>
</context>
</TS>
