# sidestep بالعربية: المعرّفات نفسها كما في en.ftl (المسرد والقواعد في docs/languages.md).

page-title = sidestep · مختبر تفادي العوائق
page-description =
    .content = ارسم الجدران، وضع العوائق والوكلاء، وشاهد خوارزميات تفادي العوائق وهي تقرّر، خطوة بخطوة.
skip-links =
    .aria-label = روابط التخطي
skip-world = انتقل إلى العالم
skip-words = انتقل إلى العالم بالكلمات
skip-panel = انتقل إلى اللوحة
lessons-open = الدروس
    .title = دروس موجَّهة: درس لكل مقالة، خطوة بخطوة، مع مهام للتجربة
tools-bar =
    .aria-label = أدوات التحرير
undo-group =
    .aria-label = تراجع وإعادة
undo =
    .title = تراجع (Ctrl+Z)
    .aria-label = تراجع
redo =
    .title = إعادة (Ctrl+Shift+Z)
    .aria-label = إعادة
run-group =
    .aria-label = عناصر التحكم في التشغيل
run-reset =
    .title = ابدأ المشهد من جديد كما هو الآن، وكل وكيل في نقطة بدايته (R). أما Home فيعود إلى الخطوة 0 من هذا التشغيل.
    .aria-label = إعادة الضبط
run-reset-label = إعادة الضبط
run-step =
    .title = خطوة واحدة (→)
    .aria-label = خطوة
run-step-label = خطوة
run-play =
    .title = تشغيل / إيقاف مؤقت (مسافة)
    .aria-label = تشغيل
run-play-label = تشغيل
run-pace =
    .title = عدد الخطوات في الثانية أثناء التشغيل (يبيّن مؤشر المعدّل كيف يقارن ذلك بالزمن الحقيقي)
run-pace-label = الإيقاع
run-pace-select =
    .aria-label = عدد الخطوات في الثانية أثناء التشغيل
run-share =
    .title = انسخ رابطًا يعيد فتح هذا المشهد عند هذه الخطوة، مع هذه الطبقات
    .aria-label = مشاركة الرابط
run-share-label = مشاركة الرابط
run-present =
    .title = وضع العرض: خط كبير، واللوحة وسبب حركة الوكيل المحدد جنبًا إلى جنب، لجهاز العرض (P)
run-present-label = عرض
open-full = افتح في sidestep ↗
language =
    .title = لغة الصفحة (تُحفظ في هذا المتصفح؛ والرابط المشترك يُفتح بلغة قارئه)
language-select =
    .aria-label = اللغة
world =
    .aria-label = العالم: الشبكة والعوائق والوكلاء
errors-close =
    .aria-label = إغلاق
errors-unchanged = لم يتغيّر شيء: المشهد الحالي كما كان.
zoom-group =
    .aria-label = التكبير
zoom-out =
    .title = تصغير (−، أو عجلة الفأرة)
    .aria-label = تصغير
zoom-in =
    .title = تكبير (+، أو عجلة الفأرة)
    .aria-label = تكبير
zoom-fit = ملاءمة
    .title = اعرض العالم كله (F)
paint-bar =
    .aria-label = الرسم: الوضع وحجم الفرشاة والأنماط
paint-modes =
    .aria-label = وضع الرسم
paint-brush = الفرشاة
paint-brush-select =
    .aria-label = حجم الفرشاة بالخلايا
paint-maze = متاهة
    .title = استبدل الجدران بمتاهة مولَّدة من بذرة (تُحفظ البذرة في المشهد ورابطه)؛ اضغط مرة أخرى لمتاهة أخرى
paint-rooms = غرف
    .title = استبدل الجدران بغرف مولَّدة من بذرة تصل بينها أبواب؛ اضغط مرة أخرى لغرف أخرى
legend =
    .aria-label = ألوان الوكلاء حسب السلوك
compare-bar =
    .aria-label = المقارنة
compare-shown =
    .aria-label = طريقة عرض البدائل
compare-side = جنبًا إلى جنب
    .title = كل بديل في لوحه الخاص، مرتّبة لتعطي العوالم أكبر مساحة
compare-overlay = متراكبة
    .title = كل البدائل في عالم واحد، كلٌّ بلونه ومع آثاره
compare-picture = صورة
    .title = ما تعرضه المنصة (كل لوح، أو العرض المتراكب) كصورة PNG واحدة بضعف عدد البكسلات
compare-leave = تحرير المشهد
    .title = العودة إلى تحرير المشهد (تبقى مجموعة المقارنة محفوظة)
compare-table =
    .aria-label = مقاييس كل بديل، على الوكلاء الذين يغيّرهم
compare-table-box =
    .aria-label = جدول المقاييس (قابل للتمرير)
drop-hint = أفلت ملف سيناريو (.json) أو رابطًا محفوظًا أو حالة اختبار من SteerSuite (.xml) أو ملفي .map و‎.scen من Moving AI لفتحها
timeline =
    .aria-label = الخط الزمني
timeline-back =
    .title = خطوة واحدة إلى الوراء (←؛ Shift+← عشر خطوات)
    .aria-label = الرجوع 1 خطوة
timeline-scrub =
    .aria-label = خطوة التشغيل: اسحب للتقدم والرجوع
charts-toggle = المخططات
    .title = مخططات التشغيل: قيم الوكيل المحدد وإحصاءات التشغيل عبر الزمن (C)
charts =
    .aria-label = مخططات التشغيل
charts-agent = الوكيل
charts-agent-select =
    .aria-label = الوكيل الذي تُرسم قيمه
charts-hint = مرّر المؤشر لمعاينة خطوة، وانقر أو اسحب للانتقال إليها
charts-csv = CSV
    .title = كل السلاسل بصيغة CSV: صف لكل خطوة
charts-png = PNG
    .title = هذه المخططات كصورة PNG
charts-canvas =
    .aria-label = المخططات: القيم عبر خطوات التشغيل؛ مرّر المؤشر أو اسحب للتنقل على الخط الزمني
panel =
    .aria-label = اللوحة: العالم بالكلمات، والمشهد، والتحديد، والتشغيل
sheet-title = المشهد والوكيل المحدد والأحداث
why-dock =
    .aria-label = التحديد: ماذا يفعل ولماذا
selection-none = انقر على وكيل أو دائرة (أداة التحديد) لترى ماذا يفعل ولماذا.
describe-heading = العالم بالكلمات
describe-agents =
    .aria-label = الوكلاء: Enter يحدد واحدًا
describe-panes =
    .aria-label = ألواح المقارنة
announce-say = النطق
announce-say-select =
    .aria-label = النطق: ما يُعلن بعد كل خطوة
announce-playing = أثناء التشغيل
announce-playing-select =
    .aria-label = أثناء التشغيل: كم مرة يُنطق
sound-toggle = الصوت
    .title = استمع إلى مستشعرات الوكيل المحدد: كل شعاع يصيب شيئًا نغمة، أعلى وأقوى كلما اقترب، يسارًا أو يمينًا؛ نقرة عند التصادم، ووتر عند الوصول (H)
scene-heading = المشهد
scene-more = عرض المزيد
settings-summary = إعدادات المشهد
settings-title = العنوان
settings-title-input =
    .aria-label = عنوان المشهد
settings-description = الوصف
settings-description-input =
    .aria-label = وصف المشهد
settings-dt = dt (ث)
settings-dt-input =
    .aria-label = الخطوة الزمنية بالثواني
settings-max-steps = أقصى عدد للخطوات
settings-max-steps-input =
    .aria-label = حد الخطوات
settings-seed = البذرة
settings-seed-input =
    .aria-label = بذرة الأعداد العشوائية في النواة
settings-at-goal =
    .title = يبقى: الوكيل الذي يبلغ هدفه يتوقف هناك، جسمًا على الآخرين الالتفاف حوله. يغادر: يخرج من العالم، كما يعطّل SteerSuite الوكيل عند هدفه.
settings-at-goal-label = عند الهدف
settings-at-goal-select =
    .aria-label = ما يفعله الوكيل عند هدفه
settings-at-goal-stay = يبقى
settings-at-goal-leave = يغادر
settings-note = تتغيّر الخطوة الزمنية وحد الخطوات والبذرة وما يفعله الوكلاء عند أهدافهم ابتداءً من الخطوة الحالية، كتعديل في التشغيل؛ وإعادة الضبط (R) بعد التغيير تشغّل المشهد كله بها. حجم الشبكة موجود تحت «تحرير».
compare-toggle = مقارنة
    .title = اعرض مجموعة المقارنة الخاصة بالمشهد جنبًا إلى جنب على ساعة واحدة، أو عُد إلى تحرير المشهد
compare-edit = مقارنة…
    .title = اختر من 2 إلى 4 بدائل لهذا المشهد لتشغيلها جنبًا إلى جنب
examples = الأمثلة
examples-open = افتح مثالًا…
gallery-open = المعرض
    .title = كل الأمثلة حسب المقالة، مع صورة وسطر عمّا يبيّنه كل منها (G)
my-scenes-heading = مشاهدي
my-scenes-name =
    .aria-label = الاسم الذي يُحفظ به المشهد
    .placeholder = الاسم (أو عنوان المشهد)
my-scenes-save = حفظ
    .title = احتفظ بهذا المشهد، كما هو الآن، في هذا المتصفح
my-scenes-list =
    .aria-label = المشاهد المحفوظة في هذا المتصفح
selected-heading = المحدد: الإعدادات
selected-explain = شرح الإعدادات
    .title = اعرض تحت كل إعداد ما يفعله (مناسب للّمس؛ الكلمات نفسها التي في التلميحات)
events-heading = الأحداث
events-show = عرض
events-list =
    .aria-label = أحداث التشغيل: انقر على حدث للانتقال إلى خطوته
events-pause-on =
    .aria-label = أوقف التشغيل مؤقتًا عند الحدث التالي من هذه الأنواع
events-pause-on-label = إيقاف مؤقت عند
overlays-heading = الطبقات
run-heading = التشغيل
edit-heading = تحرير
edit-grid = الشبكة
edit-grid-width =
    .aria-label = عرض الشبكة بالخلايا
edit-grid-height =
    .aria-label = ارتفاع الشبكة بالخلايا
edit-resize = تغيير الحجم
edit-clear-walls = مسح الجدران
edit-clear-all = مسح الكل
edit-import = استيراد…
    .title = افتح ملف سيناريو (أو أفلته على الصفحة)
edit-export = تصدير
    .title = احفظ هذا المشهد كملف سيناريو
edit-one-file = ملف واحد
    .title = احفظ هذا المشهد (أو الدرس الجاري) كملف HTML واحد يُفتح في أي متصفح، دون اتصال
edit-picture = صورة
    .title = احفظ ما تعرضه اللوحة كصورة PNG
edit-animation = رسوم متحركة…
    .title = احفظ مدى من خطوات التشغيل كصورة GIF متحركة (أو فيديو WebM)
edit-game-code = استخدمه في لعبتك…
    .title = المشهد والوكيل المحدد بإعداداته الحالية، كشيفرة لحزمتي npm وCMake الخاصتين بـ sidestep
glossary-heading = المسرد
glossary-pproxy = P-proxy (قيمة الوكالة P)
glossary-pproxy-text = لخلية، مع نظر مسبق قدره P خطوات: أصغر مسافة إلى الهدف من أي خلية يمكن بلوغها منها في P خطوات على الأكثر عبر خلايا حرة (الخلايا المسدودة: <i>blocked</i>). ينتقل وكيل n-proxy إلى الجار ذي أصغر قيمة P-proxy. و P = 0 هو الجشع (greedy) البسيط.
glossary-pstep = P-step (عدد الخطوات P)
glossary-pstep-text = لخلية: عدد الخطوات منها إلى الهدف إن كان P على الأكثر، وإلا فهو «أبعد من P». يفصل بين الجيران المتساوين في P-proxy، فيدخل الوكيل الذي يبعد عن هدفه P خطوات أو أقل مباشرة.
glossary-tie = تعادل، ترتيب ثابت
glossary-tie-text = حين يتشارك جيران أصغر قيمة، يرتبهم P-step (إن كانت هذه القاعدة مفعّلة)؛ وما يبقى متعادلًا يذهب إلى الأول من: أعلى، أسفل، يسار، يمين.
glossary-stop = التوقف عند الرجوع
glossary-stop-text = إصلاح لـ n-proxy: الوكيل الذي ستكون خليته التالية هي التي غادرها للتو يتوقف مكانه بدل أن يتردد ذهابًا وإيابًا.
glossary-emergency = الطوارئ T
glossary-emergency-text = الشوارب (whiskers): لكل شعاع، T = 1 − d / L، حيث d المسافة إلى نقطة الإصابة و L طول الشعاع (0: لا شيء في المرمى، 1: تلامس). يزداد الانعطاف خطيًا مع أكبر T، والكبح مع T².
glossary-influence = التأثير
glossary-influence-text = المجسّات (feelers): 1 حين يصيب مجسّ جانبي شيئًا (2 حين يصيب المجسّ الأوسط أيضًا)، مع تنعيم عبر الزمن. الأمر الجانبي هو تأثير اليسار − تأثير اليمين: الجانبان المتساويان يلغي أحدهما الآخر إلى 0.
glossary-interest = الاهتمام
glossary-interest-text = التوجيه بالسياق (context): إلى أي حد يقود كل اتجاه من الاتجاهات N إلى حيث يريد الوكيل أن يذهب (الهدف، أو مساره)، من 0 إلى 1.
glossary-danger = الخطر
glossary-danger-text = التوجيه بالسياق: مقدار ما يراه شعاع في ذلك الاتجاه في الطريق، ضمن مدى نظره: 1 يحجب اهتمام تلك الخانة (حجب)، أو تُطرح منه درجة (حسب المسافة).
glossary-collision = التصادم، التلامس
glossary-collision-text = تداخل جسم وكيل مع عائق (تصادم) أو مع وكيل آخر (تلامس)، يُعدّ مرة واحدة إلى أن يتحرر الجسم مجددًا بمقدار ⁦0.05 u⁩. ليس للوكلاء أجسام تصادم: التداخلات تُعدّ ولا تُمنع.
keys-heading = المفاتيح
keys-all = كل الاختصارات (?)
    .title = كل الاختصارات (?)
keys-run = <kbd>Space</kbd> تشغيل/إيقاف مؤقت · <kbd>→</kbd> خطوة · <kbd>←</kbd> رجوع (<kbd>Shift</kbd> عشر) · <kbd>Home</kbd> <kbd>End</kbd> الخطوة الأولى والأخيرة · <kbd>R</kbd> إعادة الضبط ·
keys-rest = الأدوات · <kbd>N</kbd> الوكيل التالي · على العالم: الأسهم تحرك مؤشر التحرير، و<kbd>Enter</kbd> يطبق الأداة · <kbd>H</kbd> الصوت · <kbd>Del</kbd> حذف · <kbd>Esc</kbd> إلغاء التحديد · <kbd>Ctrl</kbd>+<kbd>Z</kbd> تراجع · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> إعادة · العجلة أو القرص بإصبعين: تكبير · السحب بالزر الأوسط أو <kbd>Space</kbd>+سحب أو إصبعان أو <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>: تحريك · <kbd>+</kbd> <kbd>−</kbd> تكبير · <kbd>F</kbd> ملاءمة · <kbd>C</kbd> المخططات · <kbd>G</kbd> المعرض · <kbd>E</kbd> البرامج النصية · <kbd>P</kbd> عرض · وضع القيادة: الأسهم أو <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = قارن بدائل هذا المشهد
compare-editor-cancel =
    .aria-label = إغلاق دون تغيير
compare-editor-intro = كل بديل هو المشهد بعد تغيير الوكلاء المختارين: سلوك آخر، و/أو إعداد واحد. تعمل البدائل جنبًا إلى جنب على ساعة واحدة، ومقاييسها في جدول.
compare-presets = جاهزة
compare-presets-select =
    .aria-label = مجموعة بدائل جاهزة
compare-presets-pick = اختر مجموعة…
compare-presets-rays = whiskers و feelers و raycast و context (الوكيل المحدد، أو الجميع)
compare-presets-grid = greedy و nproxy
compare-presets-pstep = n-proxy: قاعدة P-step معطّلة ومفعّلة
compare-presets-p37 = n-proxy: ‏P = 3 و P = 7
compare-presets-avoid = كما هو، وبسلوك orca
compare-presets-routes = بلا مسار، مسار على الشبكة، مسار بأي زاوية
compare-col-label = التسمية
compare-col-agents = الوكلاء
compare-col-behaviour = السلوك
compare-col-route = المسار
compare-col-setting = الإعداد
compare-col-value = القيمة
compare-add = + بديل
compare-apply = قارن
shortcuts-title = اختصارات لوحة المفاتيح
shortcuts-close =
    .aria-label = إغلاق الاختصارات
sc-space = تشغيل / إيقاف مؤقت (مع الضغط المستمر: اسحب للتحريك)
sc-arrows = خطوة إلى الأمام / الخلف (مع <kbd>Shift</kbd>: عشر)
sc-home = الخطوة 0 / آخر خطوة محسوبة
sc-reset = إعادة الضبط: المشهد كما هو الآن، من الخطوة 0
sc-tab = عنصر التحكم التالي / السابق (العالم محطة واحدة؛ وروابط التخطي أولًا)
sc-next = حدّد الوكيل التالي / السابق (يُعلن عنه)
sc-esc = إلغاء التحديد؛ إعادة ما تمسكه لوحة المفاتيح؛ إغلاق مربع حوار
sc-cursor-keys = الأسهم (على العالم، بأداة تحرير)
sc-cursor = حرّك مؤشر التحرير (مع <kbd>Shift</kbd>: خمس خلايا)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (على العالم، بأداة تحرير)
sc-apply = طبّق الأداة عند المؤشر (المسافة بعد أن تحرك الأسهم المؤشر؛ وقبل ذلك تشغّل المسافة): ارسم خلية أو امسحها، ضع دائرة، ضع وكيلًا (ثم انتقل إلى هدفه واضغط <kbd>Enter</kbd> مرة أخرى)، أضف نقطة مسار؛ ينتهي الخط أو المستطيل عند <kbd>Enter</kbd> الثاني
sc-hold-keys = <kbd>Enter</kbd> (على العالم، بأداة التحديد)
sc-hold = أمسك الوكيل المحدد (<kbd>Shift</kbd>+<kbd>Enter</kbd>: هدفه) أو دائرة أو نقطة مسار؛ الأسهم تحركه، و<kbd>Enter</kbd> يضعه، و<kbd>Esc</kbd> يعيده
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (مع تحديد دائرة)
sc-radius = نصف قطرها يزيد / ينقص ⁦0.25 u⁩ (مع <kbd>Shift</kbd>: ⁦1 u⁩)
sc-sound = استمع إلى مستشعرات الوكيل المحدد (تشغيل / إيقاف)
sc-delete = احذف المحدد
sc-undo = تراجع / إعادة
sc-zoom = تكبير، تصغير (دون تحديد دائرة)، ملاءمة العالم كله (وكذلك العجلة أو القرص بإصبعين)
sc-pan = تحريك العرض إلى الأعلى، اليسار، الأسفل، اليمين بمقدار ثُمنه (مع <kbd>Shift</kbd>: نصفه)
sc-charts = المخططات
sc-gallery = معرض الأمثلة (الأسهم تتنقل، و<kbd>Enter</kbd> يفتح، و<kbd>Esc</kbd> يغلق)
sc-scripts = محرر البرامج النصية (برنامج الوكيل المحدد؛ <kbd>Ctrl</kbd>+<kbd>Enter</kbd> يطبّق، و<kbd>Esc</kbd> يغلق)
sc-present = وضع العرض: خط كبير، واللوحة وسبب حركة الوكيل المحدد جنبًا إلى جنب (أيضًا <code>?present=1</code>)
sc-drive-keys = الأسهم، <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = قُد الوكيل في وضع القيادة
sc-help = هذه القائمة
sc-note = تعمل المفاتيح أيًّا كان آخر عنصر تحكم استخدمته، إلا أثناء الكتابة في حقل نص أو رقم.

tool-select = تحديد
    .hint = اسحب الوكلاء والأهداف والدوائر. اسحب مقبض دائرة محددة لتغيير حجمها. Delete يزيل المحدد.
tool-wall = جدران
    .hint = اسحب لرسم خلايا مسدودة (السحب بالزر الأيمن يمسح). حر أو خط أو مستطيل وحجم الفرشاة في الشريط فوق اللوحة؛ ومتاهة وغرف ترسمان نمطًا من بذرة.
tool-erase = ممحاة
    .hint = اسحب لتفريغ الخلايا المسدودة. حر أو خط أو مستطيل (منطقة كاملة) وحجم الفرشاة في الشريط فوق اللوحة.
tool-circle = دائرة
    .hint = اضغط واسحب لرسم عائق دائري. اسحب دائرة موجودة لنقلها.
tool-agent = + وكيل
    .hint = اضغط عند البداية واسحب إلى الهدف. القائمة بجانب هذه الأداة تختار السلوك (سلوكيات الشبكة تلتصق بالخلايا).
tool-path = مسار
    .hint = انقر لإضافة نقاط إلى مسار (مسار جديد، أو المسار المفتوح المحدد)؛ انقر على أول نقطة لإغلاق الحلقة؛ اسحب النقاط لنقلها؛ Delete يزيل النقطة المحددة.
tool-delete = حذف
    .hint = انقر على وكيل أو دائرة أو نقطة مسار لإزالتها.
tool-terrain = تضاريس
    .hint = اسحب لرفع الأرض تحت القرص أو خفضها أو تسويتها (الشريط فوق اللوحة يختار أيّها ونصف قطره وقوته). المجسّات وحدها تحس بالارتفاعات؛ وبقية السلوكيات تبقى على قواعدها الثنائية الأبعاد.
new-behavior =
    .title = سلوك الوكلاء الجدد
new-behavior-script = { $name } (برنامج نصي جديد)
new-behavior-grid = { $name } (شبكة)
tool-names = الأدوات: { $names }
paint-free = حر
    .hint = اسحب للرسم
paint-line = خط
    .hint = اسحب من طرف إلى الآخر
paint-rect = مستطيل
    .hint = اسحب من زاوية إلى المقابلة: الجدران ترسم الحدود، والممحاة تفرغ المنطقة
brush-size = ⁦{ $size } × { $size }⁩
play-label = تشغيل
pause-label = إيقاف مؤقت
present-label = عرض
present-stop-label = إنهاء العرض
pace-max = الأقصى
pace-per-second = ⁦{ $pace } /s⁩
readout-step = الخطوة { $step }
readout-time = ⁦{ $seconds } s⁩
timeline-step-of = الخطوة { $step } من { $last }
timeline-edited = عُدّل عند الخطوة { $step }
state-playing = قيد التشغيل
state-no-agents-yet = لا وكلاء بعد
state-no-agents = لا وكلاء
state-finished = انتهى
state-paused = متوقف مؤقتًا
state-reading = جارٍ فتح الملف
rate = { $steps } خطوة/s · { $factor }× الزمن الحقيقي
rate-behind = يعمل بمعدل { $steps } خطوة/s، { $factor }× الزمن الحقيقي (المطلوب ⁦{ $pace } /s⁩): تستغرق الخطوة ⁦{ $ms } ms⁩
step-limit-reached = انتهى التشغيل عند حد خطواته ({ $step } خطوة): ← للرجوع، R للبدء من جديد.
step-nothing-left = لا شيء يُنفَّذ بعد الخطوة { $step }: توقف كل الوكلاء. ← للرجوع، R للبدء من جديد، تشغيل للإعادة.
threads-count = { $n ->
        [one] خيط واحد
        [two] خيطان
        [few] { $n } خيوط
       *[other] { $n } خيطًا
    }
threads-why = { $count }: { $reason }
threads-isolation = هذا الخادم لا يرسل COOP/COEP
threads-cores = لهذا الجهاز نواة واحدة
threads-failed = لم تبدأ الوحدة متعددة الخيوط
scene-show-more = عرض المزيد
scene-show-less = عرض أقل
scene-untitled = مشهد بلا عنوان
selection-hint = انقر على وكيل أو دائرة (أداة التحديد) لترى ماذا يفعل ولماذا.
sheet-title-scene = المشهد والوكيل المحدد والأحداث
sheet-title-compare = المقارنة: أحداث البدائل والمشهد
sheet-title-agent = { $name } · { $behavior } · { $status } — لماذا يتحرك
compare-edit-change = تغيير…
compare-edit-new = قارن بدائل…
compare-note-active = { $n ->
        [two] بديلان على ساعة واحدة
        [few] { $n } بدائل على ساعة واحدة
       *[other] { $n } بديلًا على ساعة واحدة
    }
compare-note-side = جنبًا إلى جنب، على ساعة واحدة
compare-toggle-leave = تحرير المشهد
compare-toggle-count = { $n ->
        [two] قارن بديلين
        [few] قارن { $n } بدائل
       *[other] قارن { $n } بديلًا
    }
compare-selection-note = كل لوح يشغّل نسخته الخاصة من المشهد. الجدول تحت الألواح يقارن بينها (انقر على صف لعرض أحداث ذلك البديل)؛ ويُرسم الوكيل المحدد في كل لوح، وترسمه المخططات (C) بخط لكل لوح.
compare-hint = المقارنة: كل لوح بديل من المشهد، وكلها على ساعة واحدة. شغّل وتقدّم خطوة واسحب وارجع كالمعتاد؛ و«تحرير المشهد» لتغييره.
describe-summary = { $title }⁦{ $w } × { $h }⁩ خلية، { $walls ->
        [one] خلية جدار واحدة
        [two] خليتا جدار
        [few] { $walls } خلايا جدار
       *[other] { $walls } خلية جدار
    }، { $circles ->
        [one] دائرة واحدة
        [two] دائرتان
        [few] { $circles } دوائر
       *[other] { $circles } دائرة
    }، { $agents ->
        [one] وكيل واحد
        [two] وكيلان
        [few] { $agents } وكلاء
       *[other] { $agents } وكيلًا
    }؛ الخطوة { $step } (⁦{ $time } s⁩).
describe-title = ‏{ $title }:{ " " }
describe-agent = { $name }، { $behavior }، عند { $at }، الهدف { $goal }، { $status }
describe-cell = الخلية { $xy }
describe-pair = ⁦({ $x }, { $y })⁩
describe-colliding = { $status }، في تصادم
describe-touching = { $status }، يلامس وكيلًا
describe-more = { $n ->
        [one] ووكيل آخر (N و Shift+N يختارانه)
        [two] ووكيلان آخران (N و Shift+N يختارانهما)
        [few] و{ $n } وكلاء آخرين (N و Shift+N يختارونهم)
       *[other] و{ $n } وكيلًا آخر (N و Shift+N يختارونهم)
    }
describe-none = لا وكلاء بعد: أداة + وكيل (5) تضع واحدًا.
describe-near-none = قرب { $name }: لا شيء ضمن ⁦{ $reach } u⁩.
describe-near = قرب { $name }: { $list }.
describe-near-join = ؛{ " " }
describe-circle = الدائرة { $index }، على بعد ⁦{ $d } u⁩ إلى { $dir }
describe-wall = جدار على بعد ⁦{ $d } u⁩ إلى { $dir }
describe-border = حافة العالم على بعد ⁦{ $d } u⁩ إلى { $dir }
describe-select-note = حدّد وكيلًا (Enter على اسمه، أو N) لتسمع لماذا يتحرك.
view-shown = التكبير ⁦{ $zoom }×⁩: من { $from } إلى { $to }
view-fit = يظهر العالم كله
describe-pane = { $label }: { $text }
describe-agents-of = وكلاء { $label }: Enter يحدد واحدًا
compass-east = الشرق
compass-south-east = الجنوب الشرقي
compass-south = الجنوب
compass-south-west = الجنوب الغربي
compass-west = الغرب
compass-north-west = الشمال الغربي
compass-north = الشمال
compass-north-east = الشمال الشرقي
status-moving = يتحرك
status-stalled = متعثر
status-reached = وصل
status-stuck = عالق
status-oscillation = يتذبذب
status-maxSteps = بلغ حد الخطوات
status-numeric = خطأ عددي
status-script = برنامج نصي
announce-short = سبب مختصر، وأحداث
announce-full = سبب كامل، وأحداث
announce-events = الأحداث فقط
announce-off = لا شيء
announce-every-1 = مرة كل ثانية
announce-every-2 = كل ثانيتين
announce-every-5 = كل 5 ث
announce-more = { $n ->
        [one] وحدث آخر
        [two] وحدثان آخران
        [few] و{ $n } أحداث أخرى
       *[other] و{ $n } حدثًا آخر
    }
announce-join = .{ " " }
overlay-profile = منظر جانبي لوكيل feelers المحدد فوق التضاريس (الارتفاعات، الشعاع النازل، العمودي، الإزاحة)
overlay-goals = الأهداف وخطوط الأهداف
overlay-decisions = قيم الحركة التالية بجانب وكيل الشبكة المحدد
overlay-heatmap = خريطة حرارية لقيمة P-proxy لوكيل الشبكة المحدد
overlay-rays = الأشعة: الرمادي خالٍ، الأصفر يرصد، الأحمر في تصادم
overlay-context = خريطة السياق لوكيل context المحدد (مخطط قطبي)
overlay-orca = ORCA: جيران وكيل orca المحدد، وأنصاف المستوى الخاصة به في فضاء السرعات (إطار داخلي)
overlay-paths = المسارات والأهداف
overlay-forces = القوى كما طُبّقت: الأساس (أخضر)، الانعطاف (بنفسجي)، الكبح (برتقالي)، تفادي الوكلاء (أزرق مخضر)، حد السرعة (رمادي)، المجموع (أسود)
overlay-reach = الخلايا التي تبعد P خطوات أو أقل عن الوكيل المحدد
overlay-trail = أثر الوكيل المحدد، والمواضع التي رجع منها وكلاء الشبكة
overlay-everyAgent = الأهداف والأشعة والقوى لكل الوكلاء، حتى في الحشود (بطيء)
overlay-byBehavior = لوّن الوكلاء حسب السلوك (مفتاح الألوان على اللوحة)
overlay-routes = المسارات: مقطع كل وكيل إلى نقطة الطريق التي يتجه إليها (يُرسم المسار الكامل للوكيل المحدد مع هدفه)
events-all = كل الأحداث
events-group-collision = التصادمات
events-group-contact = التلامس بين الوكلاء
events-group-return = الرجوع (الذهاب والإياب)
events-group-stop = الوصول والتوقف
events-group-lap = الدورات
events-group-route = إعادة تخطيط المسارات
events-nothing-yet = لا شيء بعد: شغّل التشغيل أو تقدّم خطوة.
events-pause-collision = تصادم
    .title = توقف مؤقتًا عند حدوث تصادم
events-pause-contact = تلامس
    .title = توقف مؤقتًا عند تلامس الوكلاء
events-pause-return = رجوع
    .title = توقف مؤقتًا عند الرجوع (الذهاب والإياب)
events-pause-stop = وصول أو توقف
    .title = توقف مؤقتًا عند الوصول أو التوقف
events-pause-lap = دورة
    .title = توقف مؤقتًا عند إكمال دورة

# أسطر قائمة الأحداث (ui/events.js)
event-none-computed = لا شيء في الخطوات المحسوبة ({ $steps }).
event-some = { $n } في الخطوات المحسوبة ({ $steps }).
event-some-shown = { $n } في الخطوات المحسوبة ({ $steps })؛ يُعرض أقرب { $shown } إلى الخطوة { $step }.
event-line = الخطوة { $step }: { $name } { $says }
event-go = الانتقال إلى الخطوة { $step } وتحديد { $name }
event-agent = الوكيل { $n }
event-obstacle-circle = الدائرة { $n }
event-obstacle-border = جدار الحافة
event-obstacle-wall = الجدار { $n }
event-obstacle-removed = عائقًا (حُذف لاحقًا)
event-collisionBegin = يصطدم بـ{ $obstacle }
event-collisionEnd = يبتعد عن { $obstacle } مجددًا
event-contactBegin = يلامس { $other }
event-contactEnd = يبتعد عن { $other } مجددًا
event-return = يعود إلى الخلية التي غادرها للتو
event-reached = يصل إلى هدفه
event-stop = يتوقف: { $reason }
event-stop-maxSteps = نفد حد الخطوات
event-lap = يكمل دورة ({ $laps })
event-replanned = يعيد تخطيط مساره ({ $reason })
event-replan-none = لا شيء
event-replan-start = البدء
event-replan-blocked = مسدود
event-replan-pushed-off = دُفع بعيدًا
event-replan-edited = عُدِّل

# عدّادات التشغيل (ui/panel.js)
stats-state = الحالة
stats-playing = قيد التشغيل
stats-finished = انتهى
stats-paused = متوقف مؤقتًا
stats-step = الخطوة
stats-step-value = { $step } / { $max }
stats-time = الزمن
stats-time-value = ⁦{ $time } s⁩ (⁦dt { $dt } s⁩)
stats-agents = الوكلاء
stats-agents-value = { $n } ({ $moving } يتحرك، { $reached } وصل)
stats-agents-stalled = { $n } ({ $moving } يتحرك، { $stalled } متعثر، { $reached } وصل)
stats-collisions = التصادمات
    .title = حالات التداخل، واحدة لكل وكيل وعائق، مجموعة على كل الوكلاء؛ ثواني التلامس لكل وكيل (المجموع مقسومًا على عددهم)؛ أعمق تداخل
stats-agent-contacts = التلامس بين الوكلاء
    .title = حالات التداخل بين وكيلين، كل زوج مرة واحدة؛ ثواني التلامس مع وكيل آخر لكل وكيل (المجموع مقسومًا على عددهم)؛ أعمق تداخل بين اثنين
stats-contacts-value = { $n } · ⁦{ $time } s⁩ من التلامس لكل وكيل · أقصى عمق ⁦{ $depth } u⁩
stats-hash = البصمة

# سلاسل الرسوم البيانية (ui/charts.js)
chart-speed = السرعة
chart-clearance = الخلوص
chart-emergency = الطوارئ T
chart-steer = التوجيه
chart-brake = الكبح
chart-avoid = تجنّب الوكلاء
chart-leftInfluence = التأثير الأيسر
chart-rightInfluence = التأثير الأيمن
chart-lateral = الأمر الجانبي
chart-hitDistance = مسافة الإصابة
chart-turn = المختار − المرغوب
chart-masked = الخانات المحجوبة
chart-change = المختار − المفضّل
chart-halfPlanes = أنصاف المستوى
chart-violation = مخالفة الحل الاحتياطي
chart-routeDistance = المسافة إلى المسار
chart-goalDistance = المسافة إلى الهدف
chart-proxy = قيمة الوكالة المختارة
chart-pproxy = P-proxy المختار
chart-pstep = P-step المختار
chart-collisions = التصادمات
chart-contacts = التلامس مع الوكلاء
chart-arrivals = الوصول
chart-returns = الرجوعات
chart-run = التصادمات · التلامس · الوصول
chart-agent-none = — لا أحد (التشغيل فقط)
chart-computing = يجري حساب الخطوات السابقة… { $done } من { $total }

# لوحة التحديد وإعداداته (ui/selected.js)
sel-slots-label = خانات خريطة السياق
sel-path-title = المسار { $n }
sel-path-points = النقاط
sel-path-followed = يتبعه
sel-path-nobody = لا أحد
sel-path-closed = حلقة مغلقة
sel-path-hint = أداة المسار: انقر لإضافة نقاط، واسحبها لتحريكها، وانقر على الأولى للإغلاق؛ Delete يحذف النقطة المحددة.
sel-circle-title = الدائرة { $n }
sel-circle-centre = المركز
sel-circle-radius = نصف القطر
sel-settings = إعدادات { $behavior }
sel-no-settings = ليس لـ{ $behavior } إعدادات خاصة
sel-edit-script = تحرير نصّه البرمجي
    .title = فتح ⁦scripts.{ $name }⁩ في محرر النصوص البرمجية (E)
sel-runs-script = يشغّل ⁦scripts.{ $name }⁩
sel-path-none = لا شيء: الهدف
sel-path-option = { $loop ->
        [yes] المسار { $n } ({ $points } نقاط، حلقة)
       *[no] المسار { $n } ({ $points } نقاط)
    }
sel-follows = يتبع
sel-drive = القيادة (الأسهم / WASD)
    .title = قُد هذا الوكيل بنفسك؛ أشعته تصحّح مسارك. Esc يوقف.
sel-drive-stop = إيقاف القيادة (Esc)
sel-assist = مساعدة التجنّب
sel-avoid = تجنّب الوكلاء
    .title = تجنّب الوكلاء الآخرين بحسب زمن أقرب اقتراب (مقال raycast)
sel-one-less = واحد أقل: { $name }
sel-one-more = واحد أكثر: { $name }

# مسار الوكيل المحدد (ui/route-facts.js): تسمية ثم قيمتها؛ اسم المخطِّط والحالة والسبب معرّفات النواة
sel-route = المسار
sel-route-pending = { $planner }: يخطط قبل حركته التالية
sel-route-waypoint = { $planner }: نقطة الطريق { $n } من { $count }
sel-route-none = { $planner }: لم يُعثر على مسار ({ $status })؛ يتجه مباشرة نحو هدفه
sel-route-length = طول المسار
sel-route-length-value = المخطَّط: ⁦{ $length } u⁩، المتبقي: ⁦{ $left } u⁩
sel-route-off = البعد عن المقطع
sel-route-off-value = ⁦{ $distance } u⁩
sel-route-cost = كلفة التخطيط
sel-route-cost-value = النقاط الشبكية الموسَّعة: { $expanded }، القطع المختبَرة: { $tested }
sel-route-last = آخر تخطيط
sel-route-last-value = الخطوة { $step } ({ $reason })؛ عدد مرات التخطيط حتى الآن: { $replans }

# حقول الوكيل المحدد الخاصة (ui/agent-editor.js)
ed-name = الاسم
    .aria-label = الاسم
    .title = يظهر على اللوحة وفي الجانب وفي التقارير؛ حتى 64 حرفًا.
ed-region = المنطقة «{ $name }»، الوكيل { $n } من { $count }
ed-explicit = وكيل صريح (ليس من منطقة)
ed-from = من
    .title = منطقة الحشد في الملف التي وضعت هذا الوكيل. تغييرها في الخطوة 0 يكتب تلك المنطقة (والمناطق التي تليها) وكلاء صريحين، في خطوة تراجع واحدة.
ed-behavior = السلوك
    .aria-label = السلوك
    .title = { $kind ->
        [grid] يغيّر سلوك هذا الوكيل في مكانه (تعود إعداداته إلى القيم الافتراضية للسلوك الجديد). وكلاء الشبكة يأخذون سلوكيات الشبكة فقط.
       *[continuous] يغيّر سلوك هذا الوكيل في مكانه (تعود إعداداته إلى القيم الافتراضية للسلوك الجديد). الوكلاء المستمرون يأخذون السلوكيات المستمرة فقط.
    }
ed-radius = نصف القطر
    .title = نصف قطر الجسم بوحدات العالم [0.01, 8]: ما يتصادم ومن أين تبدأ الأشعة.
ed-maxSpeed = السرعة القصوى
    .title = أعلى سرعة بوحدات العالم في الثانية [0.01, 100].
ed-maxAccel = التسارع الأقصى
    .title = أكبر تسارع في الثانية، التوجيه والكبح معًا [0.01, 1000].
ed-start = البداية
    .title = { $kind ->
        [grid] من أين يبدأ (خلية)؛ تحريكها يعيد بدء الوكيل من هناك.
       *[continuous] من أين يبدأ (وحدات العالم)؛ تحريكها يعيد بدء الوكيل من هناك.
    }
ed-goal = الهدف
    .title = { $kind ->
        [grid] إلى أين يتجه (خلية).
       *[continuous] إلى أين يتجه (وحدات العالم).
    }
ed-planner = مخطِّط المسار
    .aria-label = مخطِّط المسار
    .title = none: يتجه مباشرة نحو هدفه كما تقول مقالته. grid: يخطط ⁦A*⁩ أولًا مسارًا من حركات مستقيمة وقطرية حول العوائق؛ any-angle: ⁦Lazy Theta*⁩، خطوط مستقيمة بين الزوايا. يوجّهه سلوكه على طول المسار ويتفادى كما تقول قاعدته.
ed-duplicate = نسخ بوصفه
    .aria-label = سلوك النسخة
    .title = نسخة من هذا الوكيل (البداية والهدف والجسم والإعدادات نفسها)، بالسلوك المختار بجانبه
ed-delete = حذف
    .title = إزالة هذا الوكيل (Delete)

# أثناء تحميل كلمات السبب (ui/reason-words.js)
reason-waiting = { $name }: يجري تحميل الشرح

invalid-unknown-key = { $path }: مفتاح غير معروف
invalid-required = { $path }: مطلوب
invalid-object = { $path }: يجب أن يكون كائنًا، لكنه { $got }
invalid-array = { $path }: يجب أن يكون مصفوفة، لكنه { $got }
invalid-one-of = { $path }: يجب أن يكون واحدًا من { $list }، لكنه { $got }
invalid-number = { $path }: يجب أن يكون عددًا في { $range }، لكنه { $got }
invalid-number-between = { $path }: يجب أن يكون عددًا من { $lo } إلى { $hi }، لكنه { $got }
invalid-number-out-of-range = { $path }: { $got } خارج النطاق: يجب أن يكون عددًا في { $range }
invalid-integer = { $path }: يجب أن يكون عددًا صحيحًا من { $lo } إلى { $hi }، لكنه { $got }
invalid-integer-out-of-range = { $path }: { $got } خارج النطاق: يجب أن يكون عددًا صحيحًا من { $lo } إلى { $hi }
invalid-string = { $path }: يجب أن يكون نصًّا، لكنه { $got }
invalid-too-long = { $path }: يجب ألا يتجاوز { $max } بايت، لكنه { $bytes }
invalid-boolean = { $path }: يجب أن يكون true أو false، لكنه { $got }
invalid-point = { $path }: يجب أن يكون [x, y]، عددين، لكنه { $got }
invalid-point-float = { $path }: يجب أن يكون [x, y]، عددين ضمن نطاق float، لكنه { $got }
invalid-unknown-param = { $path }: معامل غير معروف لـ { $owner } (لديه { $known })
invalid-unknown-param-none = { $path }: معامل غير معروف لـ { $owner } (ليس لديه أي معامل)
invalid-unknown-behavior = { $path }: سلوك غير معروف "{ $name }"؛ المتاح: { $available }
invalid-more = { $n ->
        [one] ... وخطأ آخر ({ $n })
        [two] ... وخطآن آخران ({ $n })
        [few] ... و{ $n } أخطاء أخرى
       *[other] ... و{ $n } خطأً آخر
    }

## كلمات النواة (core/src/explain): أرقام الوكيل المحدد وسبب حركته التالية. تعطي النواة معرّفًا ووسائطه؛ تصل الأرقام بعدد منازلها العشرية.
fact-position = الموضع
fact-goal = الهدف
fact-speed = السرعة
fact-radius = نصف القطر
fact-steps = الخطوات
fact-path = المسافة المقطوعة
fact-collisions = التصادمات
fact-in-contact = في تلامس
fact-min-clearance = أدنى خلوص
fact-returns = الرجوعات
fact-agent-contacts = التلامس مع الوكلاء
fact-effort = الجهد
fact-avoid-agents = يتجنب الوكلاء
fact-terrain-hits = ملامسات الأرض
fact-path-followed = المسار
fact-speed-scale = معامل السرعة
fact-number = { $n }
fact-point = ⁦({ $x }, { $y })⁩
fact-length = ⁦{ $d } u⁩
fact-speed-value = ⁦{ $speed } / { $max } u/s⁩
fact-collisions-value = { $state ->
        [overlapping] { $n } (متداخل الآن)
        [clear] { $n } (لم يبتعد بعد)
        [many] { $n } ({ $open } جارية)
        [many-overlapping] { $n } ({ $open } جارية، متداخل الآن)
       *[none] { $n }
    }
fact-contact-value = ⁦{ $time } s⁩، أقصى عمق ⁦{ $depth } u⁩
fact-clearance-value = ⁦{ $d } u⁩ عن العوائق
fact-clearance-none = — (بعد الخطوة الأولى)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (آخرها عند ⁦({ $x }, { $y })⁩)
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } جارية)، ⁦{ $time } s⁩، أقصى عمق ⁦{ $depth } u⁩
        [touching] { $n } (يلامس الآن)، ⁦{ $time } s⁩، أقصى عمق ⁦{ $depth } u⁩
        [clear] { $n } (لم يبتعد بعد)، ⁦{ $time } s⁩، أقصى عمق ⁦{ $depth } u⁩
       *[none] { $n }، ⁦{ $time } s⁩، أقصى عمق ⁦{ $depth } u⁩
    }
fact-effort-value = ⁦{ $e } u/s⁩ من تغيّر السرعة
fact-avoid-orca = بأنصاف المستوى الخاصة به (ORCA)
fact-yes = نعم
fact-no = لا
fact-terrain-hits-value = خطوات فيها مجسّ تحت الأرض: { $n }
fact-path-value = { $path } (الدورات { $laps })
fact-none = لا شيء
why-head-move = الحركة التالية
why-head-step = الخطوة التالية
why-head-stopped = متوقف
why-reached-cell = → وصل: يقف على خليته الهدف، فلم يعد يتحرك
why-reached-near = → وصل: هو على بعد أقل من ⁦{ $d } u⁩ من هدفه، فلم يعد يتحرك
why-oscillation = → توقف (stop-on-return): كانت خليته التالية هي التي غادرها للتو
why-stuck = → عالق: الجيران الأربعة كلهم مسدودون، فلا مكان يذهب إليه
why-max-steps = → بلغ التشغيل حدّ خطواته (⁦maxSteps { $max }⁩) قبل أن يصل
why-numeric = → توقف: أنتجت حركته رقمًا غير منتهٍ؛ أُوقف عند آخر حالة منتهية
why-script-stop = → أوقفه نصّه البرمجي (الرسالة تقول السبب)
why-dir-up = أعلى
why-dir-down = أسفل
why-dir-left = يسار
why-dir-right = يمين
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } مسدود
why-grid-lowest = → أدنى قيمة وكالة →
why-grid-tie = → تعادل عند { $lowest } ({ $tied })
why-grid-fixed-order = → ترتيب ثابت (أعلى، أسفل، يسار، يمين) →
why-grid-pstep = → P-step:
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } أبعد من P
why-grid-pstep-join = ،{ " " }
why-grid-still-tied = ، ما زال التعادل → ترتيب ثابت (أعلى، أسفل، يسار، يمين) →
why-grid-refused = ↺ { $dir } هي الخلية التي غادرها للتو: stop-on-return يوقفه هنا بدل الذهاب والإياب
why-grid-pacing = ↺ عاد إلى الخلية التي غادرها للتو: ذهاب وإياب
why-grid-circle = { $how ->
        [overlaps] وكلاء الشبكة لا يرون الدوائر: إنه يتداخل مع الدائرة عند ⁦({ $x }, { $y })⁩
       *[walks] وكلاء الشبكة لا يرون الدوائر: إنه يدخل الدائرة عند ⁦({ $x }, { $y })⁩
    }
why-orca-head-step = الخطوة التالية: ORCA
why-orca-head-giving-way = عند الهدف، يفسح الطريق: ORCA
why-orca-head-at-goal = عند الهدف: ORCA
why-orca-head-returning = عائد إلى هدفه: ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] السرعة المفضّلة ⁦({ $x }, { $y })⁩، ⁦{ $speed } u/s⁩ من السائق
        [waypoint] السرعة المفضّلة ⁦({ $x }, { $y })⁩، ⁦{ $speed } u/s⁩ نحو نقطة الطريق { $k }
       *[goal] السرعة المفضّلة ⁦({ $x }, { $y })⁩، ⁦{ $speed } u/s⁩ نحو الهدف
    }
why-orca-slower = { " " }(أبطأ داخل الوحدة الأخيرة)
why-orca-held = ، محدودة بالسرعة القصوى { $max }
why-orca-driven = → يقوده سائق، والمساعدة متوقفة: السائق وحده، بلا أنصاف مستوى
why-orca-sources = { $obstacles ->
        [one] { $obstacles } نصف مستوى من الجدران والدوائر ضمن ⁦{ $reach } u⁩، و{ $agents } من أقرب الوكلاء ضمن ⁦{ $near } u⁩ (على الأكثر { $most })
        [two] { $obstacles } نصفا مستوى من الجدران والدوائر ضمن ⁦{ $reach } u⁩، و{ $agents } من أقرب الوكلاء ضمن ⁦{ $near } u⁩ (على الأكثر { $most })
       *[other] { $obstacles } من أنصاف المستوى من الجدران والدوائر ضمن ⁦{ $reach } u⁩، و{ $agents } من أقرب الوكلاء ضمن ⁦{ $near } u⁩ (على الأكثر { $most })
    }
why-orca-left-out = { $n ->
        [one] ؛ استُبعد عائق أبعد ({ $n })
        [two] ؛ استُبعد عائقان أبعد ({ $n })
       *[other] ؛ استُبعد { $n } من العوائق الأبعد
    }
why-orca-where-cutoff = القطع
why-orca-where-left-leg = الساق اليسرى
why-orca-where-right-leg = الساق اليمنى
why-orca-where-overlap = التداخل
why-orca-plane = { $from ->
        [agent] رقم { $k } من { $name } ({ $where })
        [circle] رقم { $k } من الدائرة { $index } ({ $where })
        [wall] رقم { $k } من حافة الجدار { $index } ({ $where })
       *[inside] رقم { $k } من الجدار الذي هو داخله ({ $where })
    }
why-orca-velocity = ⁦({ $x }, { $y })⁩، ⁦{ $speed } u/s⁩
why-orca-keeps = { $held ->
        [yes] → السرعة المفضّلة، محدودة بالسرعة القصوى، داخل كل نصف مستوى: يحتفظ بها،{ " " }
       *[no] → السرعة المفضّلة داخل كل نصف مستوى: يحتفظ بها،{ " " }
    }
why-orca-nearest = → أقرب سرعة مسموحة إلى المفضّلة تقع على نصف المستوى{ " " }
why-orca-corner = ، عند زاويته مع{ " " }
why-orca-at-max = ، بالسرعة القصوى
why-orca-colon = :{ " " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → لا سرعة داخل كل نصف مستوى: أُبقيت الجدران والدوائر، وجُعل أسوأ انتهاك للوكلاء أصغر ما يمكن:{ " " }
why-orca-squeezed = → حتى أنصاف مستوى الجدران والدوائر لا تترك سرعة: جُعل أسوأ انتهاك للجميع أصغر ما يمكن:{ " " }
why-orca-violation = ⁦{ $v } u/s⁩
why-orca-on = ، على{ " " }
why-orca-pass-right = وكيل آخر في الطريق: أُديرت السرعة المفضّلة إلى يمينه بمقدار { $amount } من طولها (passRight)
why-orca-stalled = → متعثّر: لا سرعة مسموحة تأخذه نحو هدفه (الأفضل: ⁦{ $best } u/s⁩ نحوه)
why-orca-held-by = ؛ يحبسه{ " " }
why-orca-and = { " " }و{ " " }
why-orca-sets = يضبط ORCA السرعة بنفسه (لا ينطبق التسارع الأقصى): نحو السرعة المفضّلة ⁦{ $base } u/s²⁩، وتصحيح ORCA ⁦{ $avoid } u/s²⁩
why-orca-note-fallback = لا سرعة داخل كل نصف مستوى (حشد كثيف): تبقى أنصاف مستوى الجدران والدوائر صارمة، ويُجعل أكبر انتهاك لأنصاف مستوى الوكلاء أصغر ما يمكن، فقد تتلامس الأجسام
why-orca-note-no-side = نصف المستوى المقيِّد يواجه السرعة المفضّلة مباشرة: أقرب سرعة مسموحة أبطأ على الخط نفسه ولا شيء يديرها إلى أي جانب؛ في مواجهة تامة، أو والهدف خلف عائق مباشرة، يتوقف ORCA هناك ولا يختار جانبًا أبدًا
why-orca-note-held = أنصاف مستواه تترك أقل من ⁦5 %⁩ من سرعته المفضّلة نحو الهدف: يبقى محبوسًا حيث هو
why-orca-note-stalled = متعثّر: كل سرعة تسمح بها أنصاف مستواه تبتعد عن هدفه أو تعبره (لا شيء منها يأخذه إليه بنسبة ⁦1 %⁩ من سرعته المفضّلة)؛ انسداد متناظر أو هدف خلف عائق؛ ORCA وحده ينتظر هنا (العلاج: passRight للوكلاء في الطريق، ومسار للعوائق)
why-orca-note-giving-way = عند الهدف، يفسح الطريق: لقد وصل (يُحسب أول مرة اقترب فيها من هدفه لأقل من ⁦0.05 u⁩) ويُبقي ORCA يعمل وهدفه هو السرعة المفضّلة، ليتمكن الآخرون من الدفع متجاوزينه؛ ويعود إلى هدفه عندما يمرّون
why-orca-note-at-goal = عند الهدف: لقد وصل ويستقر هناك وORCA ما زال يعمل (atGoal: giveWay): لا يستبعد أي نصف مستوى البقاء ساكنًا الآن؛ وحين يستبعده نصف مستوى وكيل آخر يفسح الطريق
why-orca-note-returning = عائد إلى هدفه: أفسح الطريق لوكيل آخر، وصارت السرعة نحو هدفه مسموحة من جديد، فيعيده ORCA إليه؛ ويستقر حالما يصبح على أقل من ⁦0.05 u⁩ من هدفه
why-orca-note-pass-right = وكيل آخر في الطريق، فتدور سرعته المفضّلة إلى يمينه (passRight): الوكلاء الذين يلتزمون اليمين جميعًا يتجاوز بعضهم بعضًا بدل التوقف وجهًا لوجه
why-note-influences-cancel = يصطدم الجانبان بالقدر نفسه: يلغي التأثيران أحدهما الآخر (اليسار − اليمين = 0) وليس للمجسّات مكابح، فيمضي مستقيمًا؛ قاعدة المقال تفشل هنا
why-note-straight-back = يشير عمود الاصطدام إلى الخلف تمامًا، فالنقطة التي يقصدها خلفه: يحوم أمام الجدار؛ قاعدة المقال تفشل هنا
why-note-all-masked = يحجب الخطر كل فتحة فيها اهتمام: لا يبقى اتجاه، فيكبح وينتظر
why-note-mutual-wait = كلاهما ينتظر: كل منهما خطر على الآخر (العلاج: الخطر بحسب المسافة مع التفادي، الذي يدفعهما جانبًا)
why-note-inside = يبدأ شعاع داخل عائق (مركزه، أو جانبه في الشوارب): لا يُحسب ذلك العائق إلا في الاتجاهات التي لا تؤدي إلى الخارج؛ وكلاء الشوارب والأشعة الذين مركزهم داخله يخرجون من حيث دخلوا، واهتمام وكيل السياق يشير إلى أقصر طريق للخروج
why-note-pass-right = شبه مواجهة: يفرّ نحو جانبه الأيمن، فيتجاوز الوكيلان اللذان يلتقيان وجهًا لوجه أحدهما الآخر
why-note-blended = يُوزن الفرار بحسب الإلحاح (1 − الزمن / الأفق) مقابل توجيهه الخاص بدل أن يحل محله
why-note-head-on = مواجهة تامة: يفرّ إلى الخلف مباشرة، والآخر كذلك، فيلتقيان مرة بعد مرة؛ القاعدة الحرفية تتعطل هنا (العلاج: passRight، أو الصبر للكفّ عن الانتظار والتنحي)
why-note-flee-along = الفرار من الوكيل الآخر سيدفعه إلى عائق، فيفرّ على طول العائق بدلًا من ذلك (يُطرح الجزء المتجه إليه؛ وفي الزاوية قد لا يبقى شيء)
why-note-ground-hit = نزل مجسّ تحت الأرض: الأرض أمامه ترتفع أسرع من طرف المجسّ (مجسّات أفقية، أو منحدر يبدأ أمامه لا يراه الشعاع النازل تحت الوكيل بعد)، فيتجنب أرضًا كان يمكنه السير عليها
why-note-centre-only = لا يصطدم إلا المجسّ الأوسط: تضاعف القاعدة تأثير المجسّ الجانبي حين يصطدم الأوسط أيضًا، لكن الأوسط وحده لا يضبط أيًّا منهما، فالأمر 0 − 0 = 0 ويمضي مستقيمًا إلى الداخل؛ قاعدة المقال تفشل هنا (العلاج: centreSide)
why-note-centre-side = لا يصطدم إلا المجسّ الأوسط: مع centreSide يُحسب اصطدامًا في الجانب الذي يقع فيه العائق، بحسب العمودي على السطح (في المنتصف تمامًا: اليسار)، فيلتفّ بدل أن يمضي مستقيمًا إلى الداخل
why-route-pending = { $edited ->
        [yes] → المسار ({ $planner }): خُطّط قبل قراره التالي (عُدّل)
       *[no] → المسار ({ $planner }): خُطّط قبل قراره التالي
    }
why-route-following = → يتبع نقطة الطريق { $k } من { $n } في مساره { $planner } (⁦{ $length } u⁩، يبقى ⁦{ $left } u⁩؛ ⁦{ $off } u⁩ خارج مقطعه)؛{ " " }
why-route-none = → لا مسار ⁦({ $planner }, { $status })⁩: { $cause }؛ يتجه مباشرة إلى هدفه كما بلا مخطِّط (
why-route-when = خُطّط عند الخطوة { $step } لأن { $why }
why-route-when-pushed = خُطّط عند الخطوة { $step } لأنه دُفع أكثر من ⁦{ $off } u⁩ خارج المقطع الذي كان عليه
why-route-because-start = بدأ، أو عُدّل
why-route-because-blocked = تعديلًا سدّ ما تبقّى من مساره
why-route-because-edited = لم يكن له مسار وغيّر تعديلٌ العوائق
why-route-start-blocked = كان مركزه داخل عائق حيث خطّط
why-route-goal-blocked = هدفه داخل عائق، أو لا نقطة قرب الهدف خالية لجسمه
why-route-too-large = الشبكة أكبر من أن يعالجها المخطِّط بنصف القطر هذا
why-route-unreachable = بُحث في كل مكان يمكن لجسمه بلوغه، وليس هدفه أحدها
why-head-context = الخطوة التالية: خريطة السياق
why-ray-ray = شعاع
why-ray-right-ray = الشعاع الأيمن
why-ray-left-ray = الشعاع الأيسر
why-ray-centre-ray = الشعاع الأوسط
why-ray-left-whisker = الشارب الأيسر
why-ray-right-whisker = الشارب الأيمن
why-ray-left-feeler = المجسّ الأيسر
why-ray-centre-feeler = المجسّ الأوسط
why-ray-right-feeler = المجسّ الأيمن
why-ray-hit = { $ray }: إصابة عند { $d } من { $len }
why-ray-clear = { $ray }: خالٍ ({ $len })
why-ray-inside = ، يبدأ داخل عائق
why-ray-emergency = ، ⁦T = { $v }⁩
why-ray-target = ، الهدف { $v }
why-side-left = الأيسر
why-side-right = الأيمن
why-whiskers-rule = { $tie ->
        [yes] → الجانب { $side } له الطوارئ الأعلى (⁦T = { $t }⁩، تعادل: يفوز الشعاع الأول) → ينحرف ⁦{ $steer } u/s²⁩ (خطيًا في T)، يكبح ⁦{ $brake } u/s²⁩ (T²، دون رجوع)، يحصل السعي على ⁦{ $base } u/s²⁩
       *[no] → الجانب { $side } له الطوارئ الأعلى (⁦T = { $t }⁩) → ينحرف ⁦{ $steer } u/s²⁩ (خطيًا في T)، يكبح ⁦{ $brake } u/s²⁩ (T²، دون رجوع)، يحصل السعي على ⁦{ $base } u/s²⁩
    }
why-feelers-rule = → التأثيرات يسار { $left }، يمين { $right } → الأمر { $sign }{ $command } ({ $what }) → توجيه ⁦{ $steer } u/s²⁩، يحصل الأساس على ⁦{ $base } u/s²⁩
why-feelers-none = دون توجيه
why-feelers-right = نحو اليمين
why-feelers-left = نحو اليسار
why-avoid-wall = → أقرب إصابة → يسعى إلى الإصابة + العمودي × avoidDistance = ⁦({ $x }, { $y })⁩ بأقصى سرعة: ⁦{ $steer } u/s²⁩
why-escape = → مركزه داخل عائق → يخرج ⁦{ $steer } u/s²⁩ من حيث أتى (أو من أقصر مخرج)
why-drive = → مُقاد، المساعدة متوقفة: السائق وحده
why-nothing = { $who ->
        [driver] → لم يُكتشف شيء → السائق وحده (⁦{ $base } u/s²⁩)
        [waypoint] → لم يُكتشف شيء → السعي إلى نقطة الطريق { $k } وحده (⁦{ $base } u/s²⁩)
       *[seek] → لم يُكتشف شيء → السعي إلى الهدف وحده (⁦{ $base } u/s²⁩)
    }
why-sidestep = → عطّله وكلاء آخرون أطول من صبره (⁦{ $patience } s⁩) → يكفّ عن الانتظار ويتنحّى إلى يمينه: ⁦{ $avoid } u/s²⁩
why-threat = { $when ->
        [now] → تهديد من وكيل: { $other } خلال ⁦{ $time } s⁩، المركزان على بعد { $sep } عند أقرب اقتراب → يهرب من الموضع النسبي الحالي (⁦{ $avoid } u/s²⁩)، وهذا
       *[later] → تهديد من وكيل: { $other } خلال ⁦{ $time } s⁩، المركزان على بعد { $sep } عند أقرب اقتراب → يهرب من الموضع النسبي المتوقع (⁦{ $avoid } u/s²⁩)، وهذا
    }
why-threat-overrides = يحلّ محل توجيهه الخاص
why-threat-takes = يأخذ { $takes } % من التوجيه (ويبقى لتوجيهه { $own } %)
why-speed-limit = حد السرعة: طُرح ⁦{ $limit } u/s²⁩، فيبقى دون ⁦{ $max } u/s⁩
why-total = المجموع المطبّق: ⁦{ $total } u/s²⁩
why-context-interest = الاهتمام: { $source }؛ الخطر: أشعة طولها ⁦{ $look } u⁩
why-context-from-goal = نحو الهدف
why-context-from-path = على طول مساره (المماس عند أقرب نقطة)
why-context-from-forward = إلى الأمام مباشرة (لا هدف ولا مسار)
why-context-from-targets = نحو أهداف العالم، والأقرب أثقل وزنًا
why-context-from-way-out = أقصر طريق للخروج من العائق الذي فيه مركزه (ثم الهدف)
why-context-all-masked = → يحجب الخطر كل فتحة فيها اهتمام: لا اتجاه؛ يكبح حتى يتوقف إلى أن تخلو فتحة
why-context-chosen = → المختار ⁦= normalize(Σ dir × interest)⁩: ⁦{ $angle }°⁩ عن اتجاهه → تتجه السرعة نحو ⁦{ $speed } u/s⁩ في ذلك الاتجاه
why-col-slot = الفتحة
why-col-angle = الزاوية
why-col-raw = الخام
why-col-danger = الخطر
why-col-interest = الاهتمام
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = من
why-col-where = الموضع
why-col-share = الحصة
why-col-slack = الهامش
why-orca-from-agent = الوكيل { $index }
why-orca-from-circle = الدائرة { $index }
why-orca-from-wall = حافة الجدار { $index }
why-orca-from-inside = الجدار الذي هو داخله
why-orca-share-half = ½
why-orca-share-all = كلها
why-script-ray-hit = ⁦castRay { $k }⁩: إصابة عند { $d } من { $len }
why-script-ray-clear = ⁦castRay { $k }⁩: خالٍ ({ $len })
why-script-more-rays = و{ $n } أشعة أخرى (تُرسم الأولى وعددها { $drawn })
why-script-show = ⁦show { $name } = { $value }⁩
why-script-note = ملاحظة: { $note }
why-script-stops = → يوقفه نصه البرمجي: { $message }
why-script-stopped = → أوقفه نصه البرمجي: { $message }
why-script-rule = → طلبت ⁦steer(agent, world)⁩ في نصه البرمجي ⁦{ $steer } u/s²⁩ (ضمن ⁦maxAccel { $max }⁩)
why-script-rule-named = → طلبت ⁦steer(agent, world)⁩ في ⁦scripts.{ $script }⁩ ⁦{ $steer } u/s²⁩ (ضمن ⁦maxAccel { $max }⁩)
why-script-limit = طرح حد السرعة ⁦{ $limit } u/s²⁩
why-slope-ground = الأرض على بعد ⁦{ $ground } u⁩ تحته؛ تبدأ المجسّات فوقها بـ { $above }، عند ⁦{ $start } u⁩
why-slope-kind = { $kind ->
        [level] أرض مستوية: ⁦dot = { $dotSign }{ $dot }⁩، الحجم { $size }
        [incline] صعود: ⁦dot = { $dotSign }{ $dot }⁩، الحجم { $size }
        [across] عرضًا على المنحدر: ⁦dot = { $dotSign }{ $dot }⁩، الحجم { $size }
       *[decline] نزول: ⁦dot = { $dotSign }{ $dot }⁩، الحجم { $size }
    }
why-slope-target = { " " }→ المستهدف ⁦{ $targetSign }{ $target } u⁩ → الإزاحة{ " " }
why-slope-offset = ⁦{ $offsetSign }{ $offset } u⁩
why-slope-easing = { " " }(تقترب من المستهدف)
why-slope-not-applied = { " " }→ المستهدف ⁦{ $targetSign }{ $target } u⁩، غير مطبّق: تعويض المنحدر متوقف، وتبقى المجسّات أفقية
why-feeler-3d = { $ray } في 3D: الارتفاع ⁦{ $from } → { $to } u⁩؛{ " " }
why-feeler-passes-over = يمرّ فوق { $what } على بعد ⁦{ $ahead } u⁩ أمامه، بارتفاع ⁦{ $z } u⁩، فوق قمته عند ⁦{ $top } u⁩
why-feeler-the-wall = الجدار
why-feeler-a-circle = دائرة
why-feeler-then = ، ثم{ " " }
why-feeler-under-ground = يدخل تحت الأرض على بعد ⁦{ $ahead } u⁩ أمامه، بارتفاع ⁦{ $z } u⁩
why-feeler-hits-wall = يصيب الجدار على بعد ⁦{ $ahead } u⁩ أمامه، بارتفاع ⁦{ $z } u⁩
why-feeler-hits-circle = يصيب دائرة على بعد ⁦{ $ahead } u⁩ أمامه، بارتفاع ⁦{ $z } u⁩
why-feeler-under-top = ، تحت قمته عند ⁦{ $top } u⁩
why-feeler-clear = خالٍ
why-feelers-only-3d = المجسّات وحدها تحس بالارتفاعات: تبقى السلوكيات الأخرى على قواعدها ثنائية الأبعاد
why-flat-rules = المجسّات وحدها تحس بالارتفاعات: يبقى { $behavior } هنا على قواعده ثنائية الأبعاد (الأرض وارتفاعات العوائق لا تغيّر له شيئًا)
why-note-no-progress = لم يقترب من هدفه منذ ⁦{ $secs } s⁩: { $reason }؛ إخفاق طريقة محلية (تُبقى القاعدة الحرفية)
why-stall-seek = شيء ما يعيقه، والسعي إلى الهدف لا خطة له للالتفاف
why-stall-greedy = شيء ما يعيقه، والسعي إلى الهدف لا خطة له للالتفاف
why-stall-nproxy = شيء ما يعيقه، والسعي إلى الهدف لا خطة له للالتفاف
why-stall-script = شيء ما يعيقه، والسعي إلى الهدف لا خطة له للالتفاف
why-stall-whiskers = شعاعاه لا يريان إلا أمام جانبيه، فيستدير على طول ما يعترضه ويعيده الهدف؛ القاعدة الحرفية لا خطة لها للالتفاف
why-stall-feelers = تدفعه المجسّات على طول ما يعترضه ويعيده الهدف؛ القاعدة لا خطة لها للالتفاف
why-stall-raycast = ما دام شعاع يصيب، يقصد نقطة التفادي (⁦hit + normal × avoidDistance⁩) ويتجاهل هدفه، فأمام وجه عائق، أو بين عوائق تراها أشعته دائمًا، ينتقل من إصابة إلى إصابة؛ القاعدة لا خطة لها للالتفاف
why-stall-context = الفتحات نحو هدفه تحمل خطرًا، والفتحات التي قد تلتف حوله قليلة الاهتمام أو بلا اهتمام (تشير عرضًا أو بعيدًا عن طريق الهدف)؛ التوجيه بالسياق محلي ولا خطة له للالتفاف
why-stall-orca = لا تترك له أنصاف المستوى مدة طويلة أي سرعة تقرّبه؛ ORCA يتفادى التصادم ولا يخطط طريقًا حوله
why-note-passed-over = مرّ مجسّ فوق عائق منخفض: طرفه هناك أعلى من قمة العائق، فلا يراه الوكيل وقد يصطدم به
why-note-passed-over-level = : تعويض المنحدر متوقف، وتبقى المجسّات أفقية، وفي النزول تبتعد الأرض تحتها (يرتفع العائق ⁦{ $height } u⁩ فوق الأرض)
why-note-passed-over-low = : يرتفع العائق ⁦{ $height } u⁩ فوق الأرض، أقل من ارتفاع بداية المجسّات (⁦{ $above } u⁩، feelerHeight)، فتمرّ فوقه حتى على أرض مستوية؛ لم يخفض التعويض أطرافها هنا إلا ⁦{ $offset } u⁩ (تكبر الإزاحة مع ⁦1 − |normal · down|⁩، فالنزول اللطيف يخفضها قليلًا)
why-note-passed-over-decline = : خفض التعويض الأطراف ⁦{ $offset } u⁩ (المستهدف ⁦{ $target } u⁩)، وهذا لا يكفي لبلوغ القمة في هذا النزول (يحدد slopeGain و maxOffset مقدار ما تنخفض)
events-pause-route = إعادة تخطيط
    .title = إيقاف مؤقت عندما يعيد وكيل تخطيط مساره

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = معرض الأمثلة
gal-heading = الأمثلة
gal-filter =
    .placeholder = تصفية: كلمات من عنوان أو سطر أو مجموعة
    .aria-label = تصفية الأمثلة
gal-close =
    .aria-label = إغلاق المعرض
gal-empty = لا مثال مطابق: امسح التصفية لترى الأمثلة كلها.
gal-other = أخرى
gal-lesson = الدرس: { $name }
gal-count = { $total ->
        [zero] لا أمثلة
        [one] مثال واحد
        [two] مثالان
        [few] { $total } أمثلة
        [many] { $total } مثالًا
       *[other] { $total } مثال
    }
gal-count-shown = { $shown } من { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = تعذّر فتح المعرض: { $error }
examples-unavailable = الأمثلة غير متاحة: { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = مشهد بلا عنوان
myscenes-saved = حُفظ في مشاهدي باسم «{ $name }».
myscenes-save-failed = تعذّر الحفظ في مشاهدي: { $error }
myscenes-kept-name = { $title } (محفوظ { $time })
myscenes-kept-note = حُفظ مشهدك المعدَّل هنا قبل أن يُستبدل.
myscenes-keep-failed = تعذّر حفظ مشهدك المعدَّل في مشاهدي: { $error }. ما زال التراجع (Ctrl+Z) يعيده.
myscenes-unavailable = غير متاح هنا: { $error }
myscenes-empty = لم يُحفظ شيء بعد. احفظ مشهدًا لتجده هنا بعد إعادة التحميل.
myscenes-open =
    .title = فتح «{ $name }» (التراجع يعيد المشهد الحالي)
myscenes-rename = إعادة التسمية
myscenes-rename-prompt = الاسم
myscenes-delete = حذف
    .aria-label = حذف «{ $name }»
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = إغلاق
hist-fold = اجعله جزءًا من المشهد من الخطوة 0
hist-undo = تراجع
hist-fold-failed = تعذّر جعل التعديلات جزءًا من المشهد
hist-folded = { $n ->
        [one] صار تعديل واحد أُجري أثناء التشغيل جزءًا من المشهد من الخطوة 0: الرجوع لم يعد يخفيه (التراجع يعيده كما كان).
        [two] صار تعديلان أُجريا أثناء التشغيل جزءًا من المشهد من الخطوة 0: الرجوع لم يعد يخفيهما (التراجع يعيدهما كما كانا).
       *[other] صارت التعديلات ({ $n }) التي أُجريت أثناء التشغيل جزءًا من المشهد من الخطوة 0: الرجوع لم يعد يخفيها (التراجع يعيدها كما كانت).
    }
hist-at-step = { $n ->
        [one] تعديل ({ $kinds }) عند الخطوة { $step }: هو جزء من سجل التشغيل من الخطوة { $step }؛ الرجوع إلى ما قبل { $step } يخفيه.
       *[other] تعديلات ({ $n }) ({ $kinds }) عند الخطوة { $step }: هي جزء من سجل التشغيل من الخطوة { $step }؛ الرجوع إلى ما قبل { $step } يخفيها.
    }
hist-dropped = { $n ->
        [one] أنهى المستقبل القديم للتشغيل: أُسقط تعديل لاحق واحد (التراجع يعيده).
       *[other] أنهى المستقبل القديم للتشغيل: أُسقطت التعديلات اللاحقة ({ $n }) (التراجع يعيدها).
    }
hist-steps = { $n ->
        [one] الخطوة { $list }
       *[other] الخطوات { $list }
    }
hist-step0 = { $n ->
        [one] التعديل عند الخطوة 0 يغيّر المشهد نفسه، فيُحسب التشغيل من جديد من الخطوة 0: أُسقط التعديل ({ $n }) الذي أُجري أثناء التشغيل ({ $at }). التراجع يعيده.
       *[other] التعديل عند الخطوة 0 يغيّر المشهد نفسه، فيُحسب التشغيل من جديد من الخطوة 0: أُسقطت التعديلات ({ $n }) التي أُجريت أثناء التشغيل ({ $at }). التراجع يعيدها.
    }
hist-kinds-join = ،{ " " }
hist-kind-set-cell = تغيير خلية
hist-kind-resize-grid = تغيير حجم الشبكة
hist-kind-clear-grid = إفراغ الشبكة
hist-kind-add-circle = إضافة دائرة
hist-kind-move-circle = نقل دائرة
hist-kind-resize-circle = تغيير نصف قطر دائرة
hist-kind-remove-circle = إزالة دائرة
hist-kind-add-path = إضافة مسار
hist-kind-set-path = تعديل مسار
hist-kind-remove-path = إزالة مسار
hist-kind-set-targets = تعيين الأهداف
hist-kind-set-agent-path = تعيين مسار وكيل
hist-kind-add-agent = إضافة وكيل
hist-kind-remove-agent = إزالة وكيل
hist-kind-set-agent-param = ضبط وكيل
hist-kind-set-avoid-agents = تجنّب الوكلاء
hist-kind-set-avoidance-param = ضبط التجنّب
hist-kind-set-agent-start = نقل بداية وكيل
hist-kind-set-agent-goal = نقل هدف وكيل
hist-kind-set-sim = ضبط المحاكاة
hist-kind-set-drive = القيادة
hist-kind-set-drive-input = إدخال القيادة
hist-kind-clear = مسح الكل
hist-kind-set-cells = تغيير خلايا
hist-kind-draw-pattern = رسم نمط
hist-kind-set-agent-name = إعادة تسمية وكيل
hist-kind-set-agent-body = تغيير جسم وكيل
hist-kind-set-agent-behavior = تغيير السلوك
hist-kind-shape-terrain = تشكيل التضاريس
hist-kind-clear-terrain = تسوية التضاريس
hist-kind-set-circle-height = تغيير ارتفاع دائرة
hist-kind-set-wall-height = تغيير ارتفاع الجدران
hist-kind-set-agent-planner = تغيير مخطِّط المسار
# The offline update note (offline/register.js)
update-ready = إصدار جديد من sidestep جاهز: أعد التحميل لاستخدامه (تحتفظ هذه الصفحة بالإصدار الذي بدأت به).
update-reload = إعادة التحميل
update-dismiss =
    .aria-label = إغلاق تنبيه التحديث
threads-reload = أعد التحميل للتشغيل على المزيد
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = الخلية ⁦{ $x }, { $y }⁩
cursor-wall = الخلية ⁦{ $x }, { $y }⁩: جدار
cursor-point = النقطة { $x }؛ { $y }
cursor-open-goal = وُضع وكيل: انتقل إلى هدفه واضغط Enter (Esc يزيله)
cursor-open-wall = بدأ خط: انتقل إلى نهايته واضغط Enter
cursor-open-erase = بدأت منطقة: انتقل إلى نهايتها واضغط Enter
cursor-held = تمسك { $what }: الأسهم تحرّكه، Enter يضعه، Esc يعيده
cursor-dropped = وُضع: { $where }
cursor-put-back = أُعيد إلى مكانه
cursor-radius = نصف القطر ⁦{ $r } u⁩
cursor-goal-of = هدف { $name }
cursor-circle = الدائرة { $i }
cursor-vertex = النقطة { $vertex } من المسار { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = تعذّر إنشاء رابط
toast-link-copied = نُسخ الرابط: { $chars } حرفًا. يفتح هذا المشهد عند الخطوة { $step }.
toast-link-copy = انسخ هذا الرابط
toast-regions-explicit = { $n ->
        [one] صارت المنطقة { $names } وكلاء صريحين عددهم { $agents }، لأن هذا التعديل غيّرها (التراجع يعيد المنطقة).
       *[other] صارت المناطق { $names } وكلاء صريحين عددهم { $agents }، لأن هذا التعديل غيّرها (التراجع يعيد المناطق).
    }
toast-compare-dropped = لم تعد مجموعة المقارنة تناسب المشهد ({ $why })، فأُزيلت. التراجع يعيد التعديل.
toast-pane-events = أحداث «{ $pane }»
toast-compare-failed = تعذّرت المقارنة
toast-one-file-saved = حُفظ { $file } ({ $kib } KiB): يُفتح في أي متصفح، دون اتصال.
toast-one-file-failed = تعذّرت كتابة التصدير في ملف واحد
toast-maze = متاهة من البذرة { $seed } (اضغط مجددًا لأخرى؛ Ctrl+Z يعيد الجدران).
toast-rooms = طابق من الغرف من البذرة { $seed } (اضغط مجددًا لآخر؛ Ctrl+Z يعيد الجدران).
toast-script-editor-failed = تعذّر فتح محرر النصوص البرمجية
toast-script-engine-failed = لم يُحمَّل محرك النصوص البرمجية: { $error }
toast-script-new = نص برمجي جديد، «{ $name }» (seek فقط)، يحرّك هذا الوكيل: E أو «تحرير نصّه البرمجي» يفتحه.
toast-paused-at = توقّف مؤقتًا عند { $event }.
toast-lesson-link-failed = تعذّر فتح رابط الدرس
# The script editor's refusals (app/scripts.js)
script-embed-read-only = يمكن مشاهدة هذا المشهد المضمَّن لا تحريره: افتحه في sidestep لتغييره.
script-engine-loading = وكيل: ما زال محرك النصوص البرمجية يُحمَّل (اختيار "script" يحمّله): ضع الوكيل مجددًا بعد لحظة
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = الأحداث
cmp-variant = البديل
cmp-reached = الواصلون
cmp-timeToGoal = الزمن حتى الهدف
cmp-collisions = التصادمات
cmp-contactTime = في تلامس، مجموعًا على الوكلاء
cmp-seconds = ⁦{ $s } s⁩
cmp-agentContacts = التلامس بين الوكلاء
cmp-minClearance = أدنى خلوص
cmp-pathRatio = نسبة المسار
cmp-returns = العودات
cmp-laps = الدورات
cmp-terrainHits = اصطدامات بالأرض
cmp-step = الخطوة
cmp-steps-done = { $steps } (انتهى)
cmp-row =
    .title = انقر: اعرض أحداث هذا البديل في اللوحة
cmp-pane =
    .aria-label = البديل { $k }: { $label }
cmp-png = PNG
    .title = «{ $label }» صورة PNG (بكسلات ×2)
cmp-hash-at = { $hash } (الخطوة { $step })
cmp-variants = البدائل
cmp-variants-value = { $n } (القياسات: الجدول تحت الألواح)
cmp-script-stopped = في «{ $pane }» أوقفه نصّه البرمجي: { $message }
cmp-script-said = في «{ $pane }» في هذه الخطوة: { $said }
cmp-runs-script = «{ $agent }» يشغّل ⁦scripts.{ $name }⁩ في { $panes }
cmp-pane-quoted = ‏«{ $name }»
cmp-script-value = ⁦{ $name } = { $value }⁩
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = فرشاة التضاريس: رفع أو خفض أو تسوية، نصف القطر، الشدة، ارتفاع الجدران
ter-brush =
    .aria-label = الفرشاة
ter-raise = رفع
    .title = يرفع الأرض تحت القرص
ter-lower = خفض
    .title = يخفض الأرض تحت القرص
ter-flatten = تسوية
    .title = يسوّي الأرض تحت القرص
ter-radius = نصف القطر
    .title = نصف قطر القرص، بوحدات العالم
ter-strength = الشدة
    .title = التغيّر في مركز القرص لكل لمسة، بوحدات العالم (أقل نحو الحافة)
ter-level = تسوية الكل
    .title = أرض مستوية في كل مكان (خطوة تراجع واحدة)
ter-walls = الجدران
ter-tall = عالية
ter-wall-tall =
    .title = جدران عالية لا يبلغها شيء (جدران العالم ثنائي الأبعاد)
ter-wall-height =
    .title = ارتفاع الخلايا المسدودة فوق الأرض، بوحدات العالم
ter-circle-height = الارتفاع (u)
    .title = الارتفاع فوق الأرض. المجسّات (feelers) وحدها تحسّه (تمرّ فوق ما هو أخفض منها)؛ السلوكيات الأخرى تعامل كل عائق كعائق ثنائي الأبعاد.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = الاستشراف: يُقيَّم كل جار بأقرب ما يمكنه بلوغه من الهدف خلال P خطوات. القيمة 0 هي الجشع؛ وجد المقال أن 3 قصيرة على التجمّعات الكبيرة فاختار 7.
doc-nproxy-stepTieBreak = عند تعادل أدنى قيمتي وكالة، تُرتَّب الجيران المتعادلة بحسب P-step (الخطوات حتى الهدف). بدونها يتوقف الوكيل قبل الهدف بنحو P خطوات ويذهب ويجيء.
doc-nproxy-stopOnReturn = التوقف (تذبذب) حين تكون الخلية التالية هي التي غادرها للتو، بدل الذهاب والإياب إلى الأبد حول عائق يحتاج أكثر من P خطوات.
doc-nproxy-metric = المسافة من مركز الخلية إلى مركز الهدف.
doc-whiskers-rayLength = L: طول الشعاعين الجانبيين. الأطول يرى العوائق أبكر، لكنه يتجنّب أيضًا فجوات كان يمكنه المرور منها.
doc-whiskers-maxSteer = التسارع الجانبي عند الطوارئ ⁦T = 1⁩؛ يتناسب خطيًّا مع T.
doc-whiskers-maxBrake = الكبح عند ⁦T = 1⁩؛ يتناسب مع T²، لطيف من بعيد وقوي من قريب.
doc-feelers-angle = الزاوية بين المجسّ المركزي وكل مجسّ جانبي.
doc-feelers-lengthPerSpeed = طول المجسّ = السرعة × هذه القيمة: الوكلاء الأسرع يتحسّسون أبعد.
doc-feelers-minLength = أقصر مجسّ، في السكون.
doc-feelers-maxLength = أطول مجسّ، عند السرعة.
doc-feelers-smoothing = مدى سرعة لحاق التأثيرات بأهدافها: القيم المنخفضة تعيد التحكم إلى السائق ببطء.
doc-feelers-lateralAccel = التسارع الجانبي لكل وحدة من الأمر الجانبي (التأثير الأيسر − الأيمن).
doc-feelers-slope = تعويض المنحدر: تُرفع أطراف المجسّات في الصعود وتُخفض في النزول. بدونه تبقى أفقية: تصطدم بتلال يستطيع الوكيل صعودها، وتمرّ فوق جدران منخفضة عند أسفل منحدر.
doc-feelers-feelerHeight = ارتفاع بداية المجسّات فوق الأرض تحت الوكيل: مرفوعة كي لا تستجيب للتضاريس.
doc-feelers-slopeGain = المُضاعِف: الإزاحة المستهدفة ⁦= sign × (1 − size) × slopeGain⁩، حيث ⁦size = |normal · down|⁩ (1 على أرض مستوية، وأقل على الأشد انحدارًا).
doc-feelers-maxOffset = حدّ الإزاحة، كي لا تشير المجسّات على منحدر حادّ إلى الأعلى أو الأسفل مباشرة.
doc-feelers-offsetSmoothing = مدى سرعة لحاق الإزاحة المطبَّقة بهدفها: يخمد التغيّرات المفاجئة على الأرض غير المستوية.
doc-feelers-centreSide = إصابة المجسّ المركزي وحده تُحسب إصابة في الجانب الذي يقع فيه العائق، بحسب العمودي على السطح المصاب (في المنتصف تمامًا: اليسار، فينعطف يمينًا). بدونها: قاعدة المقال، حيث لا يضبط المركزي وحده أي تأثير فيندفع الوكيل مباشرة.
doc-raycast-rays = شعاع مركزي واحد، أو شعاعان متوازيان من جانبي الجسم، أو شعاع مركزي مع شاربين (مروحة).
doc-raycast-sightRange = طول الشعاع: كلما طال، انعطف المسار عن الجدار أبكر.
doc-raycast-avoidDistance = بُعد النقطة التي يقصدها بعدئذ عن الجدار (على امتداد عموده).
doc-raycast-whiskerAngle = زاوية شاربي المروحة عن الشعاع المركزي.
doc-raycast-patrol = الذهاب والإياب بين البداية والهدف بدل التوقف عند الهدف.
doc-context-rays = N: أشعة (فتحات) متباعدة بالتساوي بدءًا من الاتجاه. الأكثر ترى الفجوات الضيقة؛ والأقل أرخص وأخشن.
doc-context-lookAhead = طول شعاع الخطر: إلى أي مدى أمامه يُعدّ العائق خطرًا.
doc-context-steerForce = الجزء من المسافة بين السرعة والسرعة المرغوبة في كل ⁦0.02 s⁩ (معدّل: هو نفسه مع أي dt). المنخفض سلس، والمرتفع متوتّر.
doc-context-danger = mask: تفقد الفتحة الخطرة كل اهتمامها. distance: بدلًا من ذلك تُطرح درجة ⁦1 - hit / lookAhead⁩، حيث hit مسافة الإصابة.
doc-context-avoidance = الخطر في فتحة يضيف اهتمامًا إلى الفتحة المقابلة: يُدفع بعيدًا، لا يُسدّ فقط.
doc-context-seeAgents = أجسام الوكلاء الآخرين خطر أيضًا (هكذا تتفادى سيارات السباق بعضها).
doc-context-speedSpread = عند إعادة الضبط تُضرب السرعة القصوى في ⁦1 - spread × U(0, 1)⁩، مسحوبة من بذرة السيناريو.
doc-context-targetFalloff = 0: الاهتمام نحو الهدف (أو على امتداد مساره). أكبر من 0: نحو أهداف العالم، كل منها موزون بـ ⁦1 / (1 + d / targetFalloff)⁩، حيث d المسافة.
doc-orca-neighborDist = الوكلاء الآخرون الذين مراكزهم أقرب من هذا هم جيران (أقرب maxNeighbors منهم).
doc-orca-maxNeighbors = كم من أقرب الجيران يُعطى نصف مستوى. 0 يتجاهل الوكلاء الآخرين.
doc-orca-timeHorizon = تُبقى السرعات خالية من التصادم مع الوكلاء الآخرين طوال هذه المدة. الأطول يتفاعل أبكر وبحذر أكبر؛ والأقصر يترك مجالًا أوسع للحركة.
doc-orca-timeHorizonObst = الشيء نفسه أمام الجدران والدوائر. أبقه قصيرًا: العائق لا يتنحّى أبدًا.
doc-orca-preferredSpeed = السرعة التي يريدها نحو هدفه (أبطأ ضمن الوحدة الأخيرة)؛ وما زال maxSpeed يحدّ ما يحصل عليه.
doc-orca-perturb = في كل خطوة تُزاح السرعة المفضّلة حتى هذا المقدار في اتجاه عشوائي ذي بذرة، كما تفعل أمثلة RVO2 لكسر التناظر التام: فيختار وكيلان متقابلان تمامًا جانبًا. 0: القاعدة الحرفية.
doc-orca-passRight = اصطلاح لجهة المرور، معطّل عند 0: ما دام وكيل آخر يعترض الطريق (السرعة المفضّلة خارج أحد أنصاف مستويات الوكلاء)، تنعطف السرعة المفضّلة نحو يمين الوكيل بهذه النسبة من طولها (0.25: 14 درجة)، ويذهب التعادل التام بين جانبي مخروط وكيل آخر إلى اليمين، فيمرّ الوكلاء المتقابلون أو في حلقة متناظرة جميعًا من يمينهم.
doc-avoidance-lookahead = إلى أي مدى أمامه يُعدّ أقرب اقتراب لوكيل آخر تهديدًا: زمن قطع هذا العدد من أنصاف أقطاره بأقصى سرعة (فالوكيل الأكبر والأسرع ينظر إلى المدى نفسه، بمقياسه هو).
doc-avoidance-spacing = يُضاف إلى مجموع نصفي القطرين، كجزء منه: التنبؤات بخط مستقيم يخذلها seek ينعطف عائدًا.
doc-avoidance-blend = موازنة الفرار بحسب الإلحاح (⁦1 - t / horizon⁩، حيث t الزمن وhorizon أفق lookahead) مقابل توجيه السلوك نفسه، بدل أن يُلغيه التهديد الأشد إلحاحًا (قاعدة المقال، التي قد توقع الوكلاء في دورة فرار / seek).
doc-avoidance-passRight = عند التقابل تقريبًا وجهًا لوجه، الفرار نحو الجانب الأيمن للوكيل نفسه: وإلا فرّ وكيلان متقابلان تمامًا إلى الخلف مباشرة ثم التقيا مجددًا.
doc-avoidance-patience = الثواني التي يعوقه فيها وكلاء آخرون دون أن يقترب من الهدف قبل أن يكفّ عن الانتظار ويتنحّى جانبًا لثانية. 0: الانتظار إلى الأبد.
doc-avoidance-alongObstacles = عدم الفرار إلى داخل عائق أبدًا: حيث يلاقي الفرار عائقًا على بعد أقل من نصف وحدة من الجسم، يُحذف الجزء المتجه إليه فيفرّ الوكيل بمحاذاته. فرار المقال ينظر إلى الوكلاء فقط؛ وفي حشد كثيف بين العوائق يدفع الحشد الوكلاء إليها عندئذ.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = لا يستشعر إلا هدفه: الجدران والدوائر والوكلاء غير مرئية له
senses-greedy = لا يستشعر إلا الخلايا المسدودة (جيرانه الأربعة): الدوائر والوكلاء غير مرئية له
senses-nproxy = لا يستشعر إلا الخلايا المسدودة (ضمن P خطوات): الدوائر والوكلاء غير مرئية له
senses-whiskers = يستشعر الجدران والدوائر بشعاعيه الجانبيين؛ والوكلاء حين يكون تجنّب الوكلاء مفعّلًا
senses-feelers = يستشعر الجدران والدوائر والمنحدرات بمجسّاته الثلاثة؛ والوكلاء حين يكون تجنّب الوكلاء مفعّلًا
senses-raycast = يستشعر الجدران والدوائر بأشعته؛ والوكلاء حين يكون تجنّب الوكلاء مفعّلًا
senses-context = يستشعر الجدران والدوائر بأشعته الـ N (كخطر)؛ والوكلاء حين يكون تجنّب الوكلاء مفعّلًا
senses-orca = يستشعر الجدران والدوائر والوكلاء ضمن neighborDist (كأنصاف مستويات)
senses-script = يستشعر ما يطلبه نصّه البرمجي: world.castRay (الجدران والدوائر)، world.neighbors (الوكلاء)، world.blocked (الخلايا)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = البديل { $n }
ced-variant-plain = بديل
ced-as-is = كما هو
ced-needs = { $kind ->
        [nproxy] يحتاج هذا الإعداد المسبق وكيل nproxy: { $why }.
        [grid] يحتاج هذا الإعداد المسبق وكيل شبكة: { $why }.
       *[continuous] يحتاج هذا الإعداد المسبق وكيلًا متصلًا: { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] الوكيل المحدد ليس وكيل nproxy
        [grid] الوكيل المحدد ليس وكيل شبكة
       *[continuous] الوكيل المحدد ليس وكيلًا متصلًا
    }
ced-none = { $kind ->
        [nproxy] ليس في المشهد وكيل nproxy
        [grid] ليس في المشهد وكيل شبكة
       *[continuous] ليس في المشهد وكيل متصل
    }
ced-pstep-off = P-step معطّل
ced-pstep-on = P-step مفعّل
ced-no-route = بلا مسار
ced-route = مسار { $planner }
ced-no-avoidance = بلا تجنّب للوكلاء
ced-label =
    .aria-label = تسمية البديل
ced-agents =
    .aria-label = الوكلاء الذين يغيّرهم البديل
ced-all-agents = كل الوكلاء
ced-some-agents = { $n } وكلاء ({ $list })
ced-behavior =
    .aria-label = السلوك في البديل
ced-own-behavior = سلوكه الخاص
ced-planner =
    .aria-label = مخطِّط المسار في البديل
ced-own-route = مساره الخاص
ced-setting =
    .aria-label = إعداد لتغييره (بالاسم)
    .placeholder = إعداد
ced-value =
    .aria-label = قيمة الإعداد
    .placeholder = القيمة
ced-remove =
    .aria-label = إزالة هذا البديل
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = رسم متحرك للتشغيل
anim-intro = مدى من خطوات هذا التشغيل، يُعاد تشغيله ويُرسم كما تُظهره اللوحة الآن (عرضها وتحديدها وطبقاتها). تبقى الصفحة عند خطوتها.
anim-from = من الخطوة
anim-to = إلى الخطوة
anim-every = كل
    .title = كل خطوة رقم k تصير إطارًا
anim-fps = إطارات في الثانية
anim-width = العرض
anim-format = الصيغة
anim-webm = WebM (فيديو)
anim-cancel = إلغاء
    .title = إيقاف صنع الرسم المتحرك؛ لا يُحفظ شيء
anim-make = اصنع الرسم المتحرك
anim-close =
    .aria-label = إغلاق تصدير الرسم المتحرك
anim-whole = { $field }: يجب أن يكون عددًا صحيحًا في ⁦[{ $lo }, { $hi }]⁩، والمُدخل { $got }
anim-nothing = لا شيء
anim-order = { $to }: يجب ألا يقل عن { $from } ({ $first })، والمُدخل { $last }
anim-too-many = { $every }: { $frames } إطارًا أكثر من الحد { $max }؛ خذ خطوة من كل { $k } أو خطوات أقل
anim-size-gif = نحو { $size } (تقدير من ترميز الإطارين الأولين)
anim-size-webm = نحو { $size } على الأكثر (مرمِّز المتصفح بمعدل ⁦{ $mbits } Mbit/s⁩)؛ التسجيل يستغرق ⁦{ $seconds } s⁩
anim-estimate = { $frames } إطارًا بقياس ⁦{ $width } × { $height } px⁩، ⁦{ $seconds } s⁩ بمعدل ⁦{ $fps } fps⁩: { $size }.
anim-failed = تعذّر صنع الرسم المتحرك: { $error }
anim-cancelled = أُلغي: لم يُحفظ شيء.
anim-saved = حُفظ { $file } ({ $size }، { $frames } إطارًا).
anim-progress = الإطار { $done } من { $total } · { $size }
toast-animation-compare = الرسوم المتحركة لتشغيل المشهد: «تحرير المشهد» أولًا، ثم رسوم متحركة….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = ما طبعته النصوص البرمجية، خطوة بخطوة
con-summary = وحدة التحكم: print() وconsole.log() والتوقفات، حتى الخطوة المعروضة
con-agent = الوكيل { $i }
con-at = الخطوة { $step }
con-stopped = أُوقف: { $why }
con-empty = لم يُطبع شيء حتى هذه الخطوة. print(value) في steer() يكتب هنا.
con-earlier = { $n ->
        [one] لا يُعرض سطر سابق واحد.
       *[other] لا تُعرض الأسطر السابقة ({ $n }).
    }
con-full = يحتفظ سجل التشغيل بأول { $max } سطر: من الخطوة { $step } فصاعدًا لم تُحفظ الأسطر.
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = خرائط الألعاب
game-maps-open = فتح ⁦.map / .scen⁩…
    .title = فتح خريطة من Moving AI وملف سيناريوهاتها (أو إفلاتهما على الصفحة)
game-maps-hint = خرائط Moving AI المعيارية (⁦.map⁩) ومسائلها (⁦.scen⁩): افتحها أو أفلتها هنا، أو اختر مثالًا من «خرائط الألعاب».
map-could-not-open = تعذّر فتح { $name }
map-too-large = الملف: { $size } بايت أكثر من الحد البالغ { $max } بايت
map-set-up-failed = تعذّر إعداد المسألة
map-agent = الوكيل
map-agent-menu =
    .title = وكيل الشبكة الذي يُعدّ لكل صف ويستخدمه «تشغيل الكل»
map-p-menu =
    .title = استشراف P في n-proxy (بالخطوات)
map-info = { $name } · ⁦{ $width } × { $height }⁩ · محجوبة: { $blocked }
map-cells = حرة: ⁦{ $free }⁩ · محجوبة: ⁦{ $blockedChars }⁩. تُعدّ S (المستنقع) أرضًا، إذ لا كلفة للحركة في sidestep؛ وW (الماء) محجوبة. هذه الخريطة: ⁦S { $swamp }⁩، ⁦W { $water }⁩.
map-bundled = مرفقة: تسمّيها الروابط («{ $name }»).
map-carried = الروابط إليها تحمل خلاياها.
map-scen = { $name } · المسائل: { $count }. انقر مسألة لإعدادها.
map-no-scen = افتح ملف ⁦.scen⁩ الخاص بها لعرض مسائلها.
map-list-bundled = عرض مسائل { $name }
map-on-bundled = هذا المشهد على الخريطة المرفقة { $name }.
map-bucket = الفئة
map-bucket-menu =
    .title = عرض فئة واحدة من ⁦.scen⁩ (تجمع Moving AI المسائل في فئات بحسب الطول الأمثل)
map-bucket-all = الكل { $n }
map-outcome-menu =
    .title = عرض المسائل التي انتهت على نحو واحد (بعد «تشغيل الكل»)
map-outcome-every = كل النتائج
map-outcome-not-reached = لم يصل
map-outcome-unreachable = لا مسار
map-list =
    .aria-label = مسائل ⁦.scen⁩: انقر مسألة لإعدادها في المشهد
map-count = { $n ->
        [one] مسألة واحدة
       *[other] المسائل: { $n }
    }
map-count-of = { $n } من { $total } مسألة
map-cells-title = من ⁦({ $sx }, { $sy })⁩ إلى ⁦({ $gx }, { $gy })⁩
map-optimal-title = الطول الثُّماني (octile) الأمثل في الملف: { $optimal }
map-reached-title = وصل في { $steps } خطوة (الأمثل بأربعة جيران { $optimal4 }): النسبة { $ratio }
map-ended-title = { $outcome } بعد { $steps } خطوة
map-short-stuck = عالق
map-short-oscillation = تذبذب
map-short-maxSteps = الحد
map-problem = المسألة #{ $row } · السطر { $line } · الفئة { $bucket }
map-no-path = لا مسار: لا يمكن بلوغ الهدف
map-optimum = الأمثل { $optimal } ثُماني (الملف { $file }) · { $steps } خطوة بأربعة جيران · الحد { $limit }
map-saved = تشغيل الكل (⁦{ $agent }⁩): { $outcome }، { $steps } خطوة
map-saved-ratio = ، النسبة { $ratio }
map-not-row = لم يعد المشهد هذه المسألة (مشهد آخر، أو خريطة معدّلة، أو بداية أو هدف تحرّك).
map-in-scene = ⁦{ $agent }⁩ في المشهد: { $steps } خطوة · { $stop }
map-ratio = { " " }· النسبة { $ratio }
map-run-all = تشغيل الكل { $count }
    .title = تشغيل كل مسائل ⁦.scen⁩ بـ ⁦{ $agent }⁩، في عامل (worker) في الخلفية
map-cancel = إلغاء
    .title = إيقاف التشغيل (تُهمل نتائجه)
map-run-failed = فشل «تشغيل الكل»: { $error }
map-cancelled = أُلغي بعد { $done } من { $total } مسألة؛ لم يُحفظ شيء.
map-run-done = ⁦{ $agent }⁩: { $n } مسألة في ⁦{ $seconds } s⁩، { $rate } مسألة/s في عامل (قيس في هذا التشغيل). انقر فئة لعرضها.
map-col-bucket = ف
    .title = فئة ⁦.scen⁩ (تجمع Moving AI المسائل بحسب الطول الأمثل)
map-col-problems = n
    .title = المسائل
map-col-reached = وصل
    .title = بلغت الهدف
map-col-stuck = عالق
    .title = توقفت وكل الخلايا المجاورة محجوبة
map-col-oscillation = تذبذب
    .title = توقفت تذبذبًا (التوقف عند العودة: الخلية التالية هي التي غادرها للتو)
map-col-maxSteps = الحد
    .title = نفدت خطواتها (⁦4 ×⁩ الأمثل بأربعة جيران، 64 على الأقل)
map-col-meanRatio = المتوسط
    .title = متوسط نسبة المسار في المسائل التي بلغ فيها الهدف: الخطوات / الأمثل بأربعة جيران
map-col-worstRatio = الأسوأ
    .title = أسوأ نسبة مسار في المسائل التي بلغ فيها الهدف
map-all = الكل
map-unreachable = { $n } لا يمكن بلوغها (لم تُشغَّل)
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = كل البدائل في عالم واحد، كلٌّ بلونه
cmp-overlay-legend =
    .aria-label = البدائل وألوانها
cmp-overlay-png =
    .title = هذا التراكب صورةً بصيغة PNG (⁦2×⁩ بكسل)
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = سكربت يستغرق وقتًا طويلًا
lsd-where = { " " }⁦(scripts.{ $script })⁩
lsd-where-agent = { " " }(⁦scripts.{ $script }⁩، الوكيل { $agent })
lsd-text = الخطوة { $step }: تعمل السكربتات منذ ⁦{ $seconds } s⁩{ $where } دون أن تنتهي. أوقفتها الصفحة وبقيت عند الخطوة { $at }: لم يتغير شيء من التشغيل. «مواصلة الانتظار» يحسب تلك الخطوة من جديد (بوقت يصل إلى أربعة أضعاف قبل السؤال مرة أخرى)؛ و«إيقافه» يترك التشغيل هنا.
lsd-keep = مواصلة الانتظار
lsd-stop = إيقافه
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = استخدمه في لعبتك
gcd-close = إغلاق
gcd-language =
    .aria-label = اللغة
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript لحزمة npm
gcd-js-copy = نسخ JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ لحزمة CMake
gcd-cpp-copy = نسخ C++
gcd-what-agent = الوكيل { $index } «{ $name }» ({ $behavior }) بكل إعداداته كما هي الآن، في المشهد عند الخطوة 0، شيفرةً لحزم sidestep. إذا شُغّل كما هو، يتقدم حتى الخطوة { $step } ويطبع البصمة (hash) التي تعرضها الصفحة هناك.
gcd-what-scene = لم يُحدَّد وكيل: المشهد عند الخطوة 0 شيفرةً لحزم sidestep (حدّد وكيلًا لتضمين إعداداته). إذا شُغّل كما هو، يتقدم حتى الخطوة { $step } ويطبع البصمة (hash) التي تعرضها الصفحة هناك.
gcd-note-edits = { $count ->
        [one] في هذا التشغيل تعديل واحد أُجري أثناءه، لا تعيده الحزم: تبدأ الشيفرة من الخطوة 0 بدونه (اجعله جزءًا من المشهد أولًا للحصول على التشغيل نفسه).
       *[other] في هذا التشغيل { $n } تعديلات أُجريت أثناءه، لا تعيدها الحزم: تبدأ الشيفرة من الخطوة 0 بدونها (اجعلها جزءًا من المشهد أولًا للحصول على التشغيل نفسه).
    }
gcd-note-file = المشهد { $n } حرفًا: تقرؤه الشيفرة من scene.json (يحفظه «تصدير»).
gcd-guide = الدليل: in-your-game.md
gcd-copy-refused = لم يسمح المتصفح بالنسخ: الشيفرة محددة، اضغط Ctrl+C.
gcd-copied = نُسخ: { $lines } سطرًا من { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = السكربتات
sed-tabs =
    .aria-label = سكربتات المشهد
sed-apply = تطبيق
    .title = تشغيل المشهد بهذه الشيفرة من الخطوة 0 (⁦Ctrl+Enter⁩)؛ ⁦Ctrl+Z⁩ في الصفحة يعيد الشيفرة والتشغيل السابقين
sed-contract = العقد
    .title = ما تتلقاه ⁦steer(agent, world)⁩ وما تعيده (ملخص ⁦docs/scripts.md⁩)
sed-close = ✕
    .title = إغلاق (Esc): يبقى النص كما كُتب
    .aria-label = إغلاق محرر السكربتات
sed-new = + جديد
    .title = سكربت جديد من القالب (seek فقط)
sed-rename = إعادة التسمية
    .title = إعادة تسمية هذا السكربت (يتبعه وكلاؤه عند التطبيق)
sed-delete = حذف
    .title = حذف هذا السكربت (يُرفض ما دام وكيل يشغّله)
sed-revert = استرجاع
    .title = إعادة الشيفرة التي تعمل (يمكن استعادة نصك مرة واحدة)
sed-keys = ⁦Ctrl+Enter⁩ يطبّق · Esc يغلق
sed-script =
    .aria-label = السكربت { $name }
sed-no-script =
    .aria-label = لا سكربت
sed-tab-changed =
    .title = مُعدَّل: ليس ما يعمل بعد (تطبيق)
sed-tab-runs =
    .title = كما يعمل
sed-no-scripts = لا سكربتات بعد: + جديد
sed-runs = يعمل كما يظهر
sed-changed = مُعدَّل: يختلف عمّا يعمل (تطبيق)
sed-syntax = { " " }· خطأ في الصياغة في السطر { $line }
sed-not-applied-at = لم يُطبَّق: ⁦scripts.{ $name }⁩: السطر { $line }، العمود { $column }: { $message }
sed-not-applied = لم يُطبَّق:
sed-applied = طُبِّق: يبدأ التشغيل من جديد من الخطوة 0 بهذه الشيفرة. ⁦Ctrl+Z⁩ في الصفحة يعيد الشيفرة والتشغيل السابقين.
sed-new-said = سكربت جديد «{ $name }» (seek فقط): «تطبيق» يضيفه إلى المشهد؛ ويشغّله وكيل سلوكه «script».
sed-name-taken = ⁦scripts.{ $name }⁩: يوجد سكربت بهذا الاسم
sed-renamed = أُعيدت التسمية: «تطبيق» يشغّله باسم «{ $name }» (يتبعه وكلاؤه).
sed-not-deleted = { $others ->
        [0] ⁦scripts.{ $name }⁩: لم يُحذف: «⁦{ $agent }⁩» يشغّله. أعطه سلوكًا آخر (أو احذفه) أولًا.
       *[other] ⁦scripts.{ $name }⁩: لم يُحذف: «⁦{ $agent }⁩» و{ $others } غيره يشغّلونه. أعطهم سلوكًا آخر (أو احذفهم) أولًا.
    }
sed-deleted = حُذف «{ $name }» هنا: «تطبيق» يزيله من المشهد («استرجاع» يعيده).
sed-reverted = استُرجعت الشيفرة التي تعمل.{ " " }
sed-bring-back = استعادة نصي
sed-new-name =
    .aria-label = الاسم الجديد
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = الصوت مفعّل: أشعة الوكيل المحدد نغمات (أعلى وأقوى كلما اقتربت، يسارًا أو يمينًا)، ونقرة عند التصادم، وتآلف عند الوصول
sound-off = الصوت متوقف
sel-move = النقل بنقرة
    .title = النقرة التالية على العالم تضعه هناك (Esc للإلغاء)؛ بلوحة المفاتيح: Enter على العالم ثم الأسهم
sel-move-armed = انقر على العالم حيث يذهب (Esc للإلغاء).
sel-radius-smaller = نصف القطر −
    .aria-label = نصف القطر − ⁦{ $step } u⁩
sel-radius-bigger = نصف القطر +
    .aria-label = نصف القطر + ⁦{ $step } u⁩
## h-panels3a: lessons
les-badge = درس
les-back = ◂ السابق
    .title = المحطة السابقة
les-next = التالي ▸
    .title = المحطة التالية
les-end = النهاية
les-close = ✕
    .title = إغلاق الدرس (يبقى المشهد)
    .aria-label = إغلاق الدرس
les-live-hint = الرقم المؤطَّر إعداد: اسحبه جانبًا
les-live-keys = { " " }(أو ركّز عليه واستخدم مفاتيح الأسهم)
les-live-follow = { " " }وشاهد المشهد والأرقام الأخرى تتبعه.
les-stale = يصف التعليق { $step }؛ وقد تقدّم العالم منذ ذلك الحين.
les-step-link = الخطوة { $step }
les-away = مشهد آخر مفتوح: هذا التعليق لا يتحدث عنه.{ " " }
les-reopen = العودة إلى المحطة { $n }
les-opened-as = { $title }، المحطة { $n }
les-starter-replaced = يبدأ التمرين من نصه البرمجي الأولي: استُبدلت شيفرتك (⁦scripts.{ $script }⁩). ‏Ctrl+Z يعيدها.
les-exercise-failed = تعذّر عرض التمرين
les-menu-heading = الدروس
les-menu-intro = يتبع كل درس مقالة واحدة عبر مشاهدها: اقرأ، تقدّم خطوة، غيّر إعدادًا، تحقّق.
les-menu-make = إنشاء درس…
    .title = حوّل حالات الصفحة إلى محطات ذات تعليقات، وشارك الدرس رابطًا
les-menu-close = ✕
    .title = إغلاق (Esc)
    .aria-label = إغلاق
les-menu-loading = جارٍ التحميل…
les-menu-failed = تعذّر تحميل الدروس: { $error }
les-menu-start = ابدأ
les-menu-continue = تابع من { $n }
les-menu-again = من البداية
les-menu-for = { $words }: { $title }
les-try = جرّبه:{ " " }
les-check = تحقّق
    .title = شغّل المشهد كما هو الآن من الخطوة 0، تمامًا كما يفعل التشغيل، وانظر هل يفعل ما تطلبه المهمة
les-running = جارٍ التشغيل…
les-pass = نجح.
les-not-yet = ليس بعد.
les-check-failed = تعذّر تشغيل التحقق: { $errors }
les-verdict-stale = تغيّر المشهد منذ هذا التحقق: تحقّق مرة أخرى.
les-hint = تلميح: { $hint }
les-hint-changes = يمكن ذلك بتغيير { $what }: جرّب قيمًا متباعدة، ثم شغّل لترى إلى أين يذهب.
les-hint-any = غيّر شيئًا واحدًا في كل مرة، وشغّل لترى إلى أين يذهب.
les-agent = الوكيل { $n }
les-changed-setting = ⁦{ $setting }⁩ ({ $who })
les-changed-behaviour = السلوك
les-changed-behaviour-of = سلوك { $who }
les-changed-goal = الهدف
les-changed-goal-of = هدف { $who }
les-changed-start = البداية
les-changed-start-of = بداية { $who }
les-fill-failed = [تعذّر على النواة الملء: { $errors }]
les-live-setting = ⁦{ $setting }⁩ لـ { $agent }
    .title = ⁦{ $setting }⁩ لـ { $agent }: اسحب جانبًا أو استخدم مفاتيح الأسهم لتغييره؛ يُعاد تشغيل المشهد
les-live-down = إنقاص ⁦{ $setting }⁩ لـ { $agent }
    .title = إنقاص ⁦{ $setting }⁩ درجة واحدة
les-live-up = زيادة ⁦{ $setting }⁩ لـ { $agent }
    .title = زيادة ⁦{ $setting }⁩ درجة واحدة
les-err-invalid = الدرس لا يجتاز التحقق
les-err-none = لا يوجد درس كهذا
les-err-not-id = ⁦lesson⁩: "{ $id }" ليس معرّف درس
les-err-missing = ⁦lesson⁩: لا يوجد درس "{ $id }"
les-err-link-empty = رابط الدرس: فارغ
les-err-link-long = رابط الدرس: { $n } حرفًا أكثر من الحد { $limit }
les-err-link-utf8 = رابط الدرس: ليس نصًا بترميز UTF-8
les-open-lesson-failed = تعذّر فتح الدرس «{ $id }»
les-source-lesson = الدرس «{ $id }»
les-source-link = رابط الدرس
les-link-shape = ⁦link⁩: ليس ⁦#lesson=ID⁩ ولا ⁦#L=...⁩ متبوعًا بـ ⁦&at=N⁩ و⁦&code=...⁩
les-link-at = ⁦at⁩: يجب أن يكون رقم محطة، 1 أو أكثر، ووصل "{ $got }"
les-code-not-exercise = ⁦code⁩: المحطة { $n } من هذا الدرس ليست تمرينًا
les-code-failed = تعذّر وضع النص البرمجي للرابط في التمرين
les-maker-heading = إنشاء درس
les-maker-badge = إنشاء درس
les-maker-title =
    .aria-label = عنوان الدرس
les-maker-add = أضف هذه الحالة
    .title = محطة للمشهد كما هو الآن: خطوته وتحديده وطبقاته والكاميرا
les-maker-play = تشغيل
    .title = شغّل الدرس من محطته الأولى
les-maker-share = مشاركة الرابط
    .title = انسخ رابطًا يفتح هذا الدرس
les-maker-save = حفظ الملف
    .title = نزّل الدرس ملفًا بصيغة ⁦.json⁩ (⁦docs/lessons.md⁩)
les-maker-close = ✕
    .title = إغلاق (تبقى المسودة في هذا المتصفح)
les-maker-help = يمكن أن تذكر التعليقات أرقامًا تملؤها النواة عند خطوة المحطة: ⁦{ $names }⁩… (⁦NAME⁩: اسم الوكيل أو رقمه).
les-maker-draft-title = درسي
les-maker-cp-title = { $scene }، الخطوة { $step }
les-maker-scene = مشهد
les-maker-cp-caption = عند الخطوة { $step } (⁦{ $time } s⁩):{ " " }
les-maker-added = أُضيفت المحطة { $n } عند الخطوة { $step }.
les-maker-first = أضف محطة أولًا: جهّز المشهد، ثم «أضف هذه الحالة».
les-maker-first-short = أضف محطة أولًا.
les-maker-yours = درسك
les-maker-errors = في الدرس أخطاء: أصلحها قبل المشاركة أو الحفظ
les-maker-copied = نُسخ رابط الدرس: { $chars } حرفًا، { $n ->
        [zero] لا محطات.
        [one] محطة واحدة.
        [two] محطتان.
        [few] { $n } محطات.
        [many] { $n } محطة.
       *[other] { $n } محطة.
    }
les-copy-this = انسخ هذا الرابط
les-maker-undo = تراجع
les-maker-back = عادت المحطة { $n }.
les-maker-removed = حُذفت المحطة { $n } («{ $title }»).{ " " }
les-maker-full = لم يحتفظ هذا المتصفح بالمسودة (التخزين ممتلئ): شاركها أو احفظها قبل المغادرة.
les-maker-none = لا محطات بعد: جهّز المشهد (الخطوة، اختر وكيلًا، الطبقات)، ثم «أضف هذه الحالة».
les-maker-row-title =
    .aria-label = عنوان المحطة { $n }
les-maker-row-caption =
    .aria-label = تعليق المحطة { $n }
les-maker-preview = معاينة (مملوءة عند الخطوة { $step } من مشهد هذه المحطة): { $text }
les-maker-up = انقل المحطة { $n } لأعلى
les-maker-down = انقل المحطة { $n } لأسفل
les-maker-remove = احذف المحطة { $n }
les-task-add = أضف مهمة وتلميحًا
les-task-summary = المهمة: ⁦{ $goal }⁩
les-task-field = مهمة المحطة { $n }: { $field }
les-task-goal = الغاية
les-task-agent = الوكيل
les-task-measure = المقياس
les-task-value = القيمة
les-task-within = خطوات التشغيل
les-task-text = ما يجب فعله
    .placeholder = ما يفعله القارئ، في جملة
les-task-hint = تلميح
    .placeholder = يظهر بعد تحققين لم ينجحا
les-goal-none = بلا مهمة
les-goal-arrive = يصل وكيل
les-goal-arriveClean = يصل وكيل دون تصادم
les-goal-below = ينتهي مقياس تحت قيمة
les-goal-above = ينتهي مقياس فوق قيمة
les-task-do-arrive = غيّر المشهد بحيث يصل { $agent } إلى هدفه.
les-task-do-arriveClean = غيّر المشهد بحيث يصل { $agent } إلى هدفه دون تصادم.
les-task-do-below = غيّر المشهد بحيث ينتهي ⁦{ $measure }⁩ تحت { $value }.
les-task-do-above = غيّر المشهد بحيث ينتهي ⁦{ $measure }⁩ فوق { $value }.
les-ex-label = تمرين
les-ex-edit = تحرير نصي البرمجي
    .title = افتح النص البرمجي في المحرر (E)؛ «تطبيق» يشغّله في ألواح المقارنة
les-ex-check = تحقّق من حلي
    .title = شغّل مشاهد مجموعة اختبارات الجودة بنصك البرمجي والسلوك المدمج و⁦seek⁩، وقارن
les-ex-share = شارك حلي
    .title = انسخ رابطًا إلى هذا التمرين يحمل نصك البرمجي
les-ex-stop = إيقاف
les-ex-table =
    .aria-label = نصك البرمجي مقابل المدمج و⁦seek⁩ البسيط، لكل نوع من المشاهد
les-ex-scope = يشغّل «تحقّق من حلي» نصك البرمجي كما طُبّق على { $families } من مجموعة اختبارات الجودة، بجانب ⁦{ $reference }⁩ المدمج و⁦seek⁩ (بلا تفادٍ).
les-ex-family-fields = حقول الدوائر
les-ex-family-blocks = الخلايا المسدودة
les-ex-family-wall = جدار يعترض الطريق
les-ex-family-trap = فخ على شكل U
les-ex-family-corridor = الممرات
les-ex-family-doorway = المداخل
les-ex-family-crossing = الوكلاء المتقاطعين
les-ex-family-oncoming = الوكلاء المتقابلين
les-ex-family-overtaking = التجاوز
les-ex-family-fan-in = الوكلاء المتقاربين
les-ex-family-ring = حلقات الوكلاء
les-ex-family-streams = أربعة تيارات
les-ex-col-arrived = وصل
les-ex-col-collisions = تصادمات / وكيل
les-ex-col-depth = أعمق تداخل
les-ex-col-contacts = تلامسات بين الوكلاء / وكيل
les-ex-col-contact-time = ثوانٍ من التلامس / وكيل
les-ex-col-time = ثوانٍ حتى الهدف / وكيل وصل
les-ex-col-effort = الجهد / وكيل (⁦u/s⁩)
les-ex-col-score = النتيجة
les-ex-score-note = النتيجة لكل وكيل، والأقل أفضل: 50 لكل تصادم أو تلامس بين الوكلاء، زائد الثواني حتى الهدف (للوكيل الذي لم يصل: مدة التشغيل كلها و60 أخرى)، زائد 0.1 لكل ⁦u/s⁩ من تغيّر السرعة (الجهد).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }، { $stops } أوقفها النص البرمجي
les-ex-yours = نصّك
les-ex-builtin = ⁦{ $reference }⁩ المدمج
les-ex-hint-any = افتح العقد لترى ما تعيده ⁦world.castRay⁩؛ اطبع بـ ⁦print()⁩ القيم التي تحسبها (تعرضها وحدة التحكم لكل خطوة)، وقارن أشعتك باللوح المدمج.
les-ex-than = { $than ->
        [fewer] أقل من
        [more] أكثر من
       *[same] بقدر
    } { $whose ->
        [seek] ⁦seek⁩
       *[builtin] ⁦{ $reference }⁩ المدمج
    } ({ $value })
les-ex-compared = { $yours } تصادم لكل وكيل، { $seek } و{ $builtin }
les-ex-stopped = أوقف نصك البرمجي { $stops } من { $agents } وكيلًا، لذا فصفّه ليس نتيجة بعد (الوكيل المتوقف لا يصطدم بشيء). الأول: { $first }. أصلحه ثم تحقّق مرة أخرى.
les-ex-not-arrived = وصل { $reached } من { $agents } وكيلًا (المدمج: { $ref })؛ نصّك: { $compared }.
les-ex-no-better = وصل كل الوكلاء، لكن نصك لا يتفادى أفضل من ⁦seek⁩: { $compared }؛ ⁦{ $contact } s⁩ من التلامس لكل وكيل مقابل ⁦{ $seekContact } s⁩ لـ ⁦seek⁩.
les-ex-passed = وصل كل الوكلاء؛ نصّك: { $compared }، و⁦{ $contact } s⁩ من التلامس لكل وكيل مقابل ⁦{ $seekContact } s⁩ لـ ⁦seek⁩.
les-ex-stopped-changed = توقّف: تغيّرت شيفرتك. تحقّق مرة أخرى.
les-ex-outdated = تغيّرت شيفرتك منذ هذا التحقق (الجدول للشيفرة السابقة): تحقّق مرة أخرى.
les-ex-stopped-short = توقّف.
les-ex-loading = جارٍ التحميل…
les-ex-runs = { $done } / { $total } تشغيلات
les-ex-worker-failed = فشل عامل التحقق
les-ex-failed = لم يعمل التحقق: { $errors }
les-ex-done = { $runs } مشهدًا لكلٍّ، ⁦{ $seconds } s⁩.
les-ex-copied = نُسخ الرابط: يفتح هذا التمرين ومعه نصك البرمجي.
les-ex-code-base64 = ⁦code⁩: ليس نصًا برمجيًا (محتواه ليس ⁦base64url⁩)
les-ex-code-utf8 = ⁦code⁩: ليس نصًا بترميز UTF-8
## h-panels3a: scripts
sed-agent = الوكيل { $n }
sed-agent-added = وكيل أُضيف عند الخطوة { $step }
scr-contract = العقد
    .aria-label = عقد النصوص البرمجية
scr-intro = تُستدعى ⁦function steer(agent, world)⁩ مرة في كل خطوة لكل وكيل يشغّل النص البرمجي (بترتيب الوكلاء) وتعيد ⁦{ "{" } x, y { "}" }⁩: التسارع الذي يريده، بوحدة u/s². تقصّه النواة إلى ⁦agent.maxAccel⁩ ثم تطبّق حد السرعة، كما مع كل سلوك.
scr-agent-xy = الموضع، بوحدات العالم
scr-agent-v = السرعة، u/s
scr-agent-body = الجسم والحدود (u، u/s، u/s²)
scr-agent-goal = هدفه، بوحدات العالم
scr-agent-dt = خطوة الزمن (s) والخطوة التي يُقرَّر فيها (0 أولها)
scr-agent-params = معاملاته الحرة، ⁦{ "{" } name: number { "}" }⁩ (8 على الأكثر)
scr-agent-memory = كائن يبقى بين الاستدعاءات: بيانات بسيطة، 4 KiB على الأكثر بصيغة JSON، جزء من الإطارات المفتاحية (الرجوع دقيق)؛ ⁦{ "{" }{ "}" }⁩ في أول استدعاء
scr-world-castRay = ⁦null⁩، أو ⁦{ "{" } distance, x, y, nx, ny, kind { "}" }⁩ (⁦kind⁩ هو ⁦"cell"⁩ أو ⁦"circle"⁩): الإلقاء الذي تستشعر به السلوكيات المدمجة. تُرسم أول 3 أشعة في كل خطوة وتُسرد في اللوحة.
scr-world-neighbors = الوكلاء الآخرون الذين يقع مركزهم ضمن ⁦radius⁩: ⁦[{ "{" } x, y, vx, vy, radius { "}" }]⁩، بترتيب ثابت
scr-world-blocked = هل الخلية ⁦(cx, cy)⁩ مسدودة (خارج الشبكة: ⁦true⁩)
scr-world-random = عدد في ⁦[0, 1)⁩، بذرته من المشهد والخطوة والوكيل والسحبة (⁦Math.random⁩ هو هذا)
scr-world-show = عدد مسمّى (حتى 8 لكل خطوة) في اللوحة
scr-world-note = جملة (حتى 4 لكل خطوة، 200 حرف) في اللوحة ووحدة التحكم
scr-stops = ما يوقف وكيله (سبب التوقف ⁦script⁩، مع السطر)
scr-stop-throw = رمي استثناء، أو جواب ليس ⁦{ "{" } x, y { "}" }⁩ من أعداد منتهية
scr-stop-runaway = الانفلات: أكثر من ⁦sim.scriptBudget⁩ من فحوص المقاطعة في استدعاء واحد (يفحص QuickJS بعد كل 10,000 من نبضاته، نحو 5,000 دورة لحلقة بسيطة: العدد نفسه على كل جهاز؛ لا ساعة توقف النص البرمجي)
scr-stop-memory = الذاكرة: 16 MiB لكل النصوص البرمجية؛ ⁦agent.memory⁩ بحجم 4 KiB بصيغة JSON
scr-stop-sandbox = لا DOM ولا شبكة ولا مؤقتات ولا ⁦Date⁩ ولا وحدات ولا كائنات المضيف: ⁦fetch⁩ و⁦require⁩ و⁦process⁩ غير معرّفة. احفظ الحالة في ⁦agent.memory⁩ (متغيرات المستوى الأعلى ليست جزءًا من الإطارات المفتاحية).
scr-whole = العقد كاملًا: ⁦docs/scripts.md⁩ في الشيفرة المصدرية.
scr-unclosed = ينقص قوس: القوس ⁦{ $ch }⁩ في السطر { $line }، العمود { $column } لا يُغلق أبدًا. أضف ⁦{ $pair }⁩ حيث ينتهي ذلك الجزء.
scr-unopened = القوس ⁦{ $ch }⁩ في السطر { $line }، العمود { $column } لا يغلق شيئًا: ينقص ⁦{ $pair }⁩ قبله، أو أنه زائد.
scr-mismatch = ينقص قوس: القوس ⁦{ $ch }⁩ في السطر { $line }، العمود { $column } لا يُغلق أبدًا (يأتي ⁦{ $close }⁩ في السطر { $closeLine } أولًا). أضف ⁦{ $pair }⁩ حيث ينتهي ذلك الجزء.
scr-near = السطر { $line }: لا يمكن أن يأتي "⁦{ $token }⁩" هنا. تنقص أو تزيد كلمة أو عامل أو فاصلة قبله مباشرة.
scr-unreadable = السطر { $line } ليس JavaScript يستطيع المحرك قراءته (⁦{ $what }⁩).
scr-mark-syntax = { $text } (⁦QuickJS⁩: السطر { $line }، العمود { $column }: { $message })
scr-mark-stopped = أُوقف «{ $agent }»: { $text } (السطر { $line }: { $message })
scr-mark-stopped-in = أُوقف «{ $agent }» في «{ $pane }»: { $text } (السطر { $line }: { $message })
scr-mark-stopped-plain = أُوقف «{ $agent }»: { $text }
scr-mark-stopped-in-plain = أُوقف «{ $agent }» في «{ $pane }»: { $text }
scr-loop = الحلقة في السطر { $line }
scr-loops = إحدى الحلقات في الأسطر { $lines }
scr-millions = { $n } مليون
scr-thousands = { $n } ألف
scr-at-line = السطر { $line }
scr-at-script = النص البرمجي
scr-budget = استنفد ميزانيته ({ $checks } فحص مقاطعة، نحو { $operations } عملية)
scr-slow = استغرق أكثر من ⁦{ $ms } ms⁩
scr-runaway = الاستدعاء { $ran }: حلقة لا تنتهي؟ انظر إلى { $where }: تحقّق من أن شرطها يتغيّر داخل الحلقة.
scr-runaway-from = الاستدعاء { $ran }: حلقة لا تنتهي؟ انظر إلى الحلقات بدءًا من السطر { $line }: تحقّق من أن شرطها يتغيّر داخل الحلقة.
scr-null-why = تعيد ⁦world.castRay⁩ القيمة ⁦null⁩ حين لا يصيب شعاعها شيئًا: تحقّق منها أولًا (⁦if (hit) { "{" } … { "}" }⁩).
scr-undefined-why = الاسم المكتوب بشكل مختلف، أو الحقل الذي ليس لدى الوكيل (يسردها العقد)، قيمته ⁦undefined⁩.
scr-no-field = { $at }: "⁦{ $owner }⁩" قيمته ⁦{ $none }⁩ هناك، فليس له "⁦{ $prop }⁩". { $why }
scr-no-field-value = { $at }: قيمة ما هي ⁦{ $none }⁩ هناك، فليس لها "⁦{ $prop }⁩". { $why }
scr-not-defined = { $at }: لا شيء يُسمّى "⁦{ $name }⁩" هنا. تحقّق من كتابته، أو صرّح به (⁦let⁩، ⁦const⁩) قبل استخدامه.
scr-not-function = { $at } يستدعي شيئًا ليس دالة: تحقّق من الاسم (استدعاءات العالم هي ⁦world.castRay⁩، ⁦world.neighbors⁩، ⁦world.blocked⁩، ⁦world.random⁩، ⁦world.show⁩، ⁦world.note⁩).
scr-bad-return = { $at }: يجب أن تنتهي ⁦steer⁩ بـ ⁦return { "{" } x, y { "}" }⁩، عددين منتهيين (تسارع). أعادت ⁦{ $got }⁩.
scr-at = { $at }: { $what }
scr-runtime-failed = فشلت بيئة تشغيل النصوص البرمجية: { $what }
scr-no-script = ⁦{ $name }⁩: ليس في هذا المشهد نص برمجي بهذا الاسم.
scr-no-answer = لم يُعطِ النص البرمجي جوابًا.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = نقطة التفادي
kn-all-masked = الكل محجوب
kn-chosen = المختار
kn-command = الأمر
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = فضاء السرعات (ORCA)، ⁦±{ $w } u/s⁩
cv-orca-range = ⁦±{ $w } u/s⁩
cv-orca-allowed = السرعة المفضّلة مسموحة
cv-orca-nearest = أقرب سرعة مسموحة
cv-orca-fallback = بديل: أقل انتهاك
cv-orca-squeezed = محصور: أقل انتهاك
cv-orca-fallback-short = بديل
cv-orca-squeezed-short = محصور
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-proxy لكل خلية (⁦P = { $p }⁩)
cv-heat-near = { $n } (قريب)
cv-heat-far = { $n } (بعيد)
# The context map inset's title (draw/context.js)
cv-context-title = خريطة السياق · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = منظر جانبي · { $name } · الاتجاه →
cv-slope-on = { $kind }: ⁦dot = { $dot }⁩ → إزاحة ⁦{ $offset } u⁩
cv-slope-off = { $kind }: ⁦dot = { $dot }⁩ → تعويض المنحدر متوقف، ⁦{ $target } u⁩ لم تُطبَّق
cv-slope-on-short = { $kind }: ⁦dot { $dot }⁩ → إزاحة ⁦{ $offset } u⁩
cv-slope-on-shortest = { $kind }: ⁦dot { $dot }⁩ → ⁦{ $offset } u⁩
cv-slope-off-short = { $kind }: ⁦dot { $dot }⁩ → التعويض متوقف (⁦{ $target } u⁩)
cv-slope-off-shortest = { $kind }: ⁦dot { $dot }⁩ → متوقف (⁦{ $target } u⁩)
cv-slope-level = مستوٍ
cv-slope-incline = صعود
cv-slope-decline = نزول
cv-slope-across = عرضي
cv-hit-wall = جدار
canvas-grid-blocked = مسدود
cv-hit-circle = دائرة
cv-hit-ground = أرض
cv-obstacle-high = { $kind } بارتفاع ⁦{ $height } u⁩
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = فوق عائق
cv-feeler-over-short = فوق
cv-feeler-clear = خالٍ
cv-units = ⁦{ $n } u⁩

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = تعذّر بدء sidestep: { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = تعذّر فتح { $source }
ld-script-engine = scripts: لم يُحمَّل محرّك النصوص البرمجية ({ $error })
ld-too-large = الملف: ⁦{ $size }⁩ بايت أكثر من الحد البالغ ⁦{ $limit }⁩ بايت (⁦{ $mib } MiB⁩)
obs-reading = جارٍ فتح { $source }: قُرئ ⁦{ $percent }⁩
obs-building = جارٍ فتح { $source }: بناء المشهد
obs-wait = لحظة من فضلك: يستجيب العالم بعد فتح السيناريو
ld-not-a-scene = { $name }: ليس ملف سيناريو (JSON، يبدأ بـ ⁦{ "{" }⁩)، ولا حالة اختبار SteerSuite ‏(XML)، ولا رابط مشاركة.
ld-movingai-hint = { " " }تُفتح خريطة Moving AI أو ملف scen بزر «فتح ⁦.map / .scen⁩…» (أو بإفلاتها على العالم).
ld-link-too-long = الرابط: سيبلغ رابط هذا المشهد ⁦{ $length }⁩ حرفًا، أكثر مما تفتحه المتصفحات (⁦{ $max }⁩ هنا؛ يرفض Firefox العناوين الأطول من ⁦{ $firefox }⁩). صدّره ملفًا بدلًا من ذلك (تصدير، في تحرير).
ld-name-my-scene = «{ $name }» من مشاهدي
ld-name-example = المثال «{ $title }»
ld-name-autosave = المشهد المحفوظ تلقائيًا
ld-name-welcome = مثال الترحيب
ld-name-link = الرابط
ld-name-dropped-link = الرابط المُفلَت
ld-name-scenario = السيناريو
map-open-problem = المسألة { $row } من { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = الرابط: حد النواة { $name } غير محمَّل (حمّل الوحدة أولًا)
ld-link-length = الرابط: ليس base64url: لا يمكن أن تكون ⁦{ $size }⁩ حرفًا عددًا صحيحًا من البايتات
ld-link-character = الرابط: ليس base64url: الحرف ⁦{ $at }⁩ ليس ⁦A-Z, a-z, 0-9, -⁩ ولا ⁦_⁩
ld-link-inflates = الرابط: يتجاوز بعد فك الضغط ⁦{ $limit }⁩ بايت (الحد)؛ رُفض
ld-link-not-deflate = الرابط: ليس بيانات deflate (مقطوعة أو تالفة)
ld-link-empty = الرابط: فارغ (المتوقع ⁦#s=⁩ يليه السيناريو)
ld-link-too-many = الرابط: ⁦{ $length }⁩ حرفًا أكثر من الحد البالغ ⁦{ $limit }⁩
ld-link-not-utf8 = الرابط: السيناريو ليس نصًا بترميز UTF-8
# My scenes' storage errors (sim/library.js)
ld-storage-failed = فشل طلب التخزين
ld-no-indexeddb = هذا المتصفح لا يحفظ المشاهد (لا يوجد IndexedDB)
ld-no-entry = مشاهدي: لا يوجد مدخل { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = ⁦{ $path }⁩: يجب أن تكون واحدة من ⁦{ $list }⁩، وجاءت ⁦{ $got }⁩
ld-edit-point = ⁦{ $path }⁩: يجب أن تكون ⁦[x, y]⁩
ld-edit-unknown-param = ⁦{ $path }⁩: معامل غير معروف لـ { $owner }
ld-edit-unknown-setting = ⁦{ $path }⁩: إعداد غير معروف (الموجود: ⁦{ $list }⁩)
ld-not-a-number = { $name }: يجب أن يكون عددًا (الحقل فارغ أو فيه شيء آخر)
ld-step-n = step: يجب أن يكون n عددًا صحيحًا ⁦>= 0⁩، وجاء ⁦{ $got }⁩
ld-seek-step = seek: يجب أن يكون step عددًا صحيحًا ⁦>= 0⁩، وجاء ⁦{ $got }⁩
ld-events-kind = events: يجب أن يكون kind واحدًا من ⁦{ $list }⁩، وجاء ⁦{ $got }⁩
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = فشل عامل «تشغيل الكل»
anim-recorder-empty = أعطى مسجّل المتصفح ⁦{ $bytes }⁩ بايت لـ ⁦{ $frames }⁩ إطارًا (لا فيديو): أعد المحاولة، أو اصنع GIF
legend-no-agents = لا وكلاء
keys-compare-copies = الألواح نسخ من المشهد: «تحرير المشهد» (تحت العنوان) يغادر وضع المقارنة لتغييره.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = حُسبت ⁦{ $steps }⁩ خطوة؛ ⁦{ $keyframes }⁩ إطارًا مفتاحيًا (واحد كل ⁦{ $interval }⁩ خطوة)، ⁦{ $used } MB⁩ من ⁦{ $budget } MB⁩، وفوقها ⁦{ $recent } MB⁩ من الحالات التي مرّت بها آخر خطوة إلى الوراء (⁦24 MB⁩ على الأكثر)؛ { $edits }
tl-edits = عدد التعديلات أثناء التشغيل: ⁦{ $n }⁩


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }: لا يوجد وكيل { $index } (العدد { $count })
invalid-no-circle = { $path }: لا توجد دائرة { $index } (العدد { $count })
invalid-no-path = { $path }: لا يوجد مسار { $index } (العدد { $count })
invalid-no-script = { $path }: لا يوجد برنامج نصي باسم "{ $name }"
invalid-resize-outside = { $path }: الحجم ⁦{ $width } x { $height }⁩ سيترك ⁦agents[{ $agent }].{ $field } ({ $x }, { $y })⁩ خارج العالم؛ انقل الوكيل أو احذفه أولًا
invalid-cell-outside = { $path }: ⁦({ $x }, { $y })⁩ خارج الشبكة ⁦{ $width } x { $height }⁩
invalid-agent-cell = { $path }: يجب أن يكون خلية ⁦0..{ $maxX } x 0..{ $maxY }⁩، لكنه ⁦({ $x }, { $y })⁩
invalid-agent-inside = { $path }: يجب أن يقع داخل العالم ⁦[0, { $width }] x [0, { $height }]⁩، لكنه ⁦({ $x }, { $y })⁩
invalid-finite = { $path }: يجب أن تكون أعدادًا منتهية
invalid-point-count = { $path }: يجب أن يكون عدد النقاط من { $min } إلى { $max }، لكنه { $got }
invalid-points-far = { $path }: يجب أن تكون النقاط منتهية وعلى بعد { $max } على الأكثر من نقطة الأصل
invalid-integer-limits = { $path }: يجب أن يكون عددًا صحيحًا من { $lo } إلى { $hi }
invalid-max-agents = { $path }: { $max } وكيلًا على الأكثر
invalid-max-circles = { $path }: { $max } دائرة على الأكثر
invalid-max-paths = { $path }: { $max } مسارًا على الأكثر
invalid-max-scripts = { $path }: { $max } برنامجًا نصيًا على الأكثر
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = السطر { $line }: في الملف { $bytes } بايت، أكثر من الحد { $max }
invalid-movingai-stopped = توقّف بعد { $n } خطأ
invalid-map-empty = السطر { $line }: ملف فارغ (ملف .map يبدأ بـ 'type octile')
invalid-map-ends-before-map = السطر { $line }: ينتهي الملف قبل السطر 'map'
invalid-map-ends-before-map-missing = السطر { $line }: ينتهي الملف قبل السطر 'map' (ينقص { $missing })
invalid-map-second-line = السطر { $line }: سطر '{ $key }' ثانٍ
invalid-map-type = السطر { $line }: يجب أن يكون type هو 'octile'، لكنه { $got }
invalid-map-side = السطر { $line }: يجب أن يكون { $key } عددًا صحيحًا من 1 إلى { $max }، لكنه { $got }
invalid-map-before = السطر { $line }: 'map' قبل السطر '{ $header }'
invalid-map-expected-type = السطر { $line }: المتوقع 'type octile'، لكنه { $got }
invalid-map-expected-header = السطر { $line }: المتوقع سطر ترويسة (type octile، height H، width W، map)، لكنه { $got }
invalid-map-ends-after = السطر { $line }: ينتهي الملف بعد { $rows } صفوف، وheight يقول { $height }
invalid-map-row-width = السطر { $line }: في الصف { $chars } حرفًا، وwidth يقول { $width }
invalid-map-character = السطر { $line }: حرف غير معروف { $char } في العمود { $column } (الحرة: { $free }؛ المسدودة: { $blocked })
invalid-map-more-rows = السطر { $line }: صفوف أكثر مما يقول height ({ $height })
invalid-scen-empty = السطر { $line }: ملف فارغ (ملف .scen يبدأ بـ 'version 1')
invalid-scen-version = السطر { $line }: المتوقع 'version 1'، لكنه { $got }
invalid-scen-too-many = السطر { $line }: أكثر من { $max } مسألة (الحد)
invalid-scen-fields = السطر { $line }: المتوقع 9 حقول (الفئة، الخريطة، عرض الخريطة، ارتفاع الخريطة، البداية x، البداية y، الهدف x، الهدف y، الطول الأمثل)، لكنها { $got }
invalid-scen-fields-more = السطر { $line }: المتوقع 9 حقول (الفئة، الخريطة، عرض الخريطة، ارتفاع الخريطة، البداية x، البداية y، الهدف x، الهدف y، الطول الأمثل)، لكنها أكثر
invalid-scen-integer = السطر { $line }: يجب أن يكون { $column } عددًا صحيحًا من { $lo } إلى { $hi }، لكنه { $got }
invalid-scen-integer-in = السطر { $line }: يجب أن يكون { $column } عددًا صحيحًا من { $lo } إلى { $hi } ({ $side } { $size })، لكنه { $got }
invalid-scen-col-bucket = الفئة
invalid-scen-col-map-width = عرض الخريطة
invalid-scen-col-map-height = ارتفاع الخريطة
invalid-scen-col-start-x = البداية x
invalid-scen-col-start-y = البداية y
invalid-scen-col-goal-x = الهدف x
invalid-scen-col-goal-y = الهدف y
invalid-scen-map-name = السطر { $line }: اسم الخريطة أطول من { $max } حرفًا
invalid-scen-optimal = السطر { $line }: يجب أن يكون الطول الأمثل عددًا من 0 إلى { $max }، لكنه { $got }
invalid-scen-other-map = السطر { $line }: المسألة للخريطة { $name }، لا { $map }
invalid-scen-size = السطر { $line }: تقول المسألة إن الخريطة ⁦{ $w } x { $h }⁩، والخريطة ⁦{ $width } x { $height }⁩
invalid-scen-blocked-start = السطر { $line }: البداية ⁦({ $x }, { $y })⁩ خلية مسدودة
invalid-scen-blocked-goal = السطر { $line }: الهدف ⁦({ $x }, { $y })⁩ خلية مسدودة

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path }: { $bytes } بايت أكثر من الحد البالغ { $max } بايت
invalid-json = { $path }: ليس JSON صالحًا: السطر { $line }، العمود { $column }: { $what }
invalid-json-character = { $path }: ليس JSON صالحًا: السطر { $line }، العمود { $column }: حرف غير متوقع '{ $character }'
invalid-json-duplicate-key = { $path }: ليس JSON صالحًا: السطر { $line }، العمود { $column }: مفتاح مكرر "{ $key }"
invalid-json-depth = { $path }: ليس JSON صالحًا: السطر { $line }، العمود { $column }: متداخل لأكثر من { $max } مستوى
invalid-json-after-value = نص غير متوقع بعد قيمة JSON
invalid-json-literal = قيمة حرفية غير صالحة
invalid-json-end = نهاية غير متوقعة للنص
invalid-json-key-expected = المتوقع مفتاح بين علامتي تنصيص
invalid-json-colon = المتوقع ⁦':'⁩
invalid-json-object-end = المتوقع ⁦','⁩ أو ⁦'{ "}" }'⁩
invalid-json-array-end = المتوقع ⁦','⁩ أو ⁦']'⁩
invalid-json-number = عدد غير صالح
invalid-json-fraction = عدد غير صالح: المتوقع أرقام بعد ⁦'.'⁩
invalid-json-exponent = عدد غير صالح: المتوقع أرقام في الأس
invalid-json-u-truncated = تسلسل \u ناقص
invalid-json-u-escape = تسلسل \u غير صالح
invalid-json-unterminated = نص لم تُغلق علامة تنصيصه
invalid-json-control = حرف تحكم داخل نص
invalid-json-open-string = هذا النص لا تُغلق علامة تنصيصه قبل نهاية سطره
invalid-json-comma-brace = فاصلة قبل ⁦'{ "}" }'⁩ مباشرة (احذف الفاصلة الأخيرة)
invalid-json-comma-bracket = فاصلة قبل ⁦']'⁩ مباشرة (احذف الفاصلة الأخيرة)
invalid-json-unclosed-object = ينتهي الملف قبل إغلاق ⁦'{ "{" }'⁩ هذا
invalid-json-unclosed-array = ينتهي الملف قبل إغلاق ⁦'['⁩ هذا
invalid-json-surrogate = بديل غير مقترن في تسلسل \u
invalid-json-escape = تسلسل هروب غير صالح داخل نص
invalid-json-stopped = توقفت القراءة (طُلب مشهد آخر)
invalid-json-object = { $path }: يجب أن يكون كائن JSON ({ $format })، لكنه { $got }
invalid-version-required = { $path }: مطلوب ويجب أن يكون { $version }
invalid-version = { $path }: يجب أن يكون { $version } (هذا الإصدار يقرأ الصيغة ⁦v{ $version }⁩)، لكنه { $got }
invalid-object-keys = { $path }: يجب أن يكون كائنًا { $keys }، لكنه { $got }
invalid-object-keys-or-null = { $path }: يجب أن يكون كائنًا { $keys } أو null، لكنه { $got }
invalid-shape = { $path }: يجب أن يكون { $shape }، لكنه { $got }
invalid-required-shape = { $path }: مطلوب: { $shape }
invalid-array-of = { $path }: يجب أن يكون مصفوفة من { $what }، لكنه { $got }
invalid-array-names = { $path }: يجب أن يكون مصفوفة من الأسماء
invalid-at-most = { $path }: يجب ألا يزيد عدد { $what } على { $max }، لكنه { $got }
invalid-at-most-with-regions = { $path }: يجب ألا يزيد عدد { $what } مع { $regions } من المناطق على { $max }، لكنه { $got }
invalid-at-least = { $path }: يجب ألا يقل عدد { $what } عن { $min }
invalid-count-between = { $path }: يجب أن يكون عدد { $what } من { $min } إلى { $max }، لكنه { $got }
invalid-noun-agents = الوكلاء
invalid-noun-circles = الدوائر
invalid-noun-edits = التعديلات
invalid-noun-paths = المسارات
invalid-noun-points = النقاط
invalid-noun-xy-points = نقاط [x, y]
invalid-noun-regions = المناطق
invalid-noun-rows = الصفوف
invalid-noun-scripts = البرامج النصية
invalid-noun-variants = البدائل
invalid-got-object = كائن
invalid-got-array = مصفوفة
invalid-got-items = مصفوفة طولها { $items }
invalid-either = { $path }: يجب أن يكون "{ $a }" أو "{ $b }"، لكنه { $got }
invalid-either3 = { $path }: يجب أن يكون "{ $a }" أو "{ $b }" أو "{ $c }"، لكنه { $got }
invalid-number-min = { $path }: يجب أن يكون عددًا ⁦>= { $min }⁩، لكنه { $got }
invalid-finite-number = { $path }: يجب أن يكون عددًا منتهيًا، لكنه { $got }
invalid-axes = { $path }: يجب أن يكون كل محور عددًا في { $range }، لكنه { $got }
invalid-axes-range = { $path }: يجب أن يقع كل محور في { $range }
invalid-setting-value = { $path }: يجب أن يكون عددًا أو true أو false أو اسم خيار، لكنه { $got }
invalid-behavior-name = { $path }: يجب أن يكون اسم سلوك، لكنه { $got }
invalid-unknown-key-for = { $path }: مفتاح غير معروف لـ { $kind }
invalid-within-origin = { $path }: يجب أن يقع على بعد { $max } على الأكثر من نقطة الأصل
invalid-inside-world = { $path }: يجب أن يقع داخل العالم ⁦[0, { $width }] x [0, { $height }]⁩، لكنه { $got }
invalid-grid-cell = { $path }: يجب أن يكون خلية [x, y] بأعداد صحيحة ⁦0..{ $maxX }⁩ و⁦0..{ $maxY }⁩، لكنه { $got }
invalid-cell-integers = { $path }: يجب أن يكون [x, y]، عددين صحيحين ⁦0..{ $max }⁩
invalid-cells-integers = { $path }: يجب أن يكون ⁦cells[{ $index }]⁩ هو [x, y]، عددين صحيحين ⁦0..{ $max }⁩
invalid-grid-setting = { $path }: وكلاء الشبكة يتحركون خلية واحدة في كل خطوة وليس لديهم { $key }؛ احذفه
invalid-no-paths = { $path }: لا توجد مسارات في world.paths
invalid-script-only = { $path }: الوكلاء المبرمَجون وحدهم يسمّون برنامجًا نصيًا؛ احذفه أو اضبط "behavior": "script"
invalid-script-required = { $path }: مطلوب للوكيل المبرمَج (اسم أحد البرامج النصية في المشهد)
invalid-script-missing = { $path }: لا يوجد برنامج نصي باسم "{ $name }" (في المشهد: { $names })
invalid-script-missing-none = { $path }: لا يوجد برنامج نصي باسم "{ $name }" (لا يوجد في المشهد أي برنامج)
invalid-script-not-in-scene = { $path }: لا يوجد برنامج نصي باسم "{ $name }" بين برامج المشهد النصية
invalid-script-name = { $path }: اسم البرنامج النصي يجب أن يبدأ بحرف أو _ ثم حتى 31 من الحروف أو الأرقام أو _
invalid-param-name = { $path }: اسم المعامل يجب أن يبدأ بحرف أو _ ثم حتى 31 من الحروف أو الأرقام أو _
invalid-script-params = { $path }: للوكيل المبرمَج { $max } معاملات على الأكثر، لكن لديه { $got }
invalid-object-of-numbers = { $path }: يجب أن يكون كائنًا من الأعداد بحسب الاسم، لكنه { $got }
invalid-object-of-settings = { $path }: يجب أن يكون كائنًا من الإعدادات بحسب الاسم، لكنه { $got }
invalid-pace = { $path }: يجب أن يكون 0 (بأقصى سرعة ممكنة) أو عدد خطوات في الثانية في { $range }، لكنه { $got }
invalid-selected-none = { $path }: يجب أن يكون null: لا يوجد وكلاء
invalid-repeats = { $path }: يكرّر "{ $name }"
invalid-world-object = { $path }: يجب أن يكون كائنًا فيه "grid" (واختياريًا "circles")
invalid-size-and = { $path }: يعطي حجم شبكة مفتوحة: احذفه أو احذف { $other }
invalid-size = { $path }: يجب أن يكون [العرض، الارتفاع] بالخلايا، لكنه { $got }
invalid-grid-required = { $path }: مطلوب: مصفوفة من الصفوف مثل "..@@.." (أو world.map، اسم خريطة مضمَّنة: { $maps })
invalid-grid-rows = { $path }: يجب أن يكون مصفوفة غير فارغة من نصوص الصفوف، لكنه { $got }
invalid-first-row = { $path }: يجب أن يكون نصًّا من ⁦1..{ $max }⁩ خلية، لكن عدد محارفه { $n }
invalid-first-row-got = { $path }: يجب أن يكون نصًّا من ⁦1..{ $max }⁩ خلية، لكنه { $got }
invalid-row-width = { $path }: يجب أن يكون فيه { $width } خلية مثل الصف 0، لكن فيه { $got }
invalid-cell-character = { $path }: محرف خلية غير معروف { $char } (الحرة: . أو G؛ المسدودة: @ أو O أو T)
invalid-map-and-grid = { $path }: أعطِ اسم خريطة مضمَّنة أو world.grid، لا الاثنين معًا
invalid-unknown-map = { $path }: خريطة غير معروفة "{ $name }"؛ الخرائط المضمَّنة هي { $maps }
invalid-terrain-rows = { $path }: يجب أن يكون مصفوفة من { $rows } صفًّا (ارتفاع الشبكة + 1)، لكن فيه { $n }
invalid-terrain-rows-got = { $path }: يجب أن يكون مصفوفة من { $rows } صفًّا (ارتفاع الشبكة + 1)، لكنه { $got }
invalid-terrain-columns = { $path }: يجب أن يكون مصفوفة من { $columns } عددًا (عرض الشبكة + 1)، لكن فيه { $n }
invalid-terrain-columns-got = { $path }: يجب أن يكون مصفوفة من { $columns } عددًا (عرض الشبكة + 1)، لكنه { $got }
invalid-whole-grid-edits = { $path }: في السجل { $max } تعديلات على الأكثر من resizeGrid وclearGrid وclearTerrain
invalid-step-order = { $path }: يجب ألا يقل عن الخطوة التي قبله ({ $before })، لكنه { $got }
invalid-step-max = { $path }: يجب ألا يزيد على ⁦sim.maxSteps ({ $max })⁩، لكنه { $got }
invalid-history-clear = { $path }: clear يبدأ سيناريو جديدًا ولا يمكن أن يكون جزءًا من سجل التشغيل
invalid-history-edit = { $path }: { $edit } عند الخطوة { $step }: { $why }
invalid-variant-history = { $path }: ⁦history[{ $entry }]⁩: { $edit } عند الخطوة { $step } لا يناسب هذا البديل: { $why }
invalid-fold-edit = ⁦history[{ $entry }]⁩ ({ $edit } عند الخطوة { $step }): لا يمكن تطبيقه عند الخطوة 0: { $why }
invalid-variant-no-agent = { $path }: لا يوجد وكيل { $agent } (عدد الوكلاء { $agents })
invalid-variant-grid-on-continuous = { $path }: { $behavior } سلوك شبكة والوكيل { $agent } وكيل مستمر ({ $own })
invalid-variant-continuous-on-grid = { $path }: { $behavior } سلوك مستمر والوكيل { $agent } وكيل شبكة ({ $own })
invalid-variant-param = { $why } (الوكيل { $agent })
invalid-label-required = { $path }: مطلوب (بضع كلمات تظهر فوق لوحه)
invalid-agent-twice = { $path }: يذكر وكيلًا مرتين
invalid-variant-agents = { $path }: يجب أن يكون "all" أو مصفوفة غير فارغة من أرقام الوكلاء، لكنه { $got }
invalid-variant-script = { $path }: البديل الذي فيه "behavior": "script" وحده يسمّي برنامجًا نصيًا
invalid-variant-script-required = { $path }: مطلوب مع "behavior": "script" (اسم أحد البرامج النصية في المشهد)
invalid-area = { $path }: يجب أن يكون [x0, y0, x1, y1]، أربعة أعداد، لكنه { $got }
invalid-area-size = { $path }: يجب أن يكون ⁦x0 < x1⁩ و⁦y0 < y1⁩، وعرضه وارتفاعه جسم واحد على الأقل (⁦2 x radius = { $body }⁩)، لكنه { $got }
invalid-goal-required = { $path }: مطلوب: { $area } أو "opposite" أو "same-area"
invalid-goal-rule = { $path }: يجب أن يكون { $area } أو "opposite" (البداية منعكسة حول مركز العالم) أو "same-area"، لكنه { $got }
invalid-count-required = { $path }: مطلوب: عدد الوكلاء، ⁦1..{ $max }⁩
invalid-region-grid = { $path }: المناطق تضع وكلاء مستمرين؛ { $behavior } سلوك شبكة (اكتب وكلاءه في "agents")
invalid-regions-total = { $path }: تضم معًا { $total } وكيلًا، أكثر من الحد البالغ { $max }
invalid-region-goal = { $path }: لم يُعثر على هدف حر للوكيل { $agent } في { $tries } محاولة (تغطيه خلايا مسدودة أو دوائر)
invalid-region-placed = { $path }: وُضع { $placed } من { $count } (بعد { $tries } محاولة للتالي، لا توجد في منطقة البداية مساحة حرة لجسم نصف قطره { $radius }): كبّر المنطقة أو قلّل العدد
invalid-rule = { $path }: { $rule }
invalid-rule-remove = { $path }: { $rule }؛ احذفه
invalid-rule-grid-avoid = وكلاء الشبكة لا يتفادون الوكلاء
invalid-rule-orca-avoid = وكلاء orca يتفادون الوكلاء بأنصاف المستويات الخاصة بهم
invalid-rule-context-path = وكلاء context وحدهم يتبعون المسارات
invalid-rule-grid-drive = الوكلاء المستمرون وحدهم يمكن قيادتهم
invalid-rule-grid-route = وكلاء الشبكة ينتقلون من خلية إلى خلية؛ الوكلاء المستمرون وحدهم يتبعون المسارات المخطَّطة
invalid-rule-script-route = الوكلاء المبرمَجون يوجّهون أنفسهم؛ لا يتبعون مسارًا مخطَّطًا
invalid-rule-script-avoid = الوكلاء المبرمَجون يوجّهون أنفسهم (world.neighbors يرى الوكلاء الآخرين)
invalid-rule-script-only = الوكلاء المبرمَجون وحدهم يسمّون برنامجًا نصيًا
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path }: يجب ألا يتجاوز { $max } محرفًا
invalid-max-characters-got = { $path }: يجب ألا يتجاوز { $max } محرفًا، لكنه { $got }
invalid-max-params = { $path }: { $max } معاملات على الأكثر
invalid-max-bytes = { $path }: { $max } بايت على الأكثر
invalid-not-a-name = { $path }: "{ $name }" ليس اسمًا
invalid-named-twice = { $path }: الاسم مكرّر
invalid-no-setting = { $path }: لا يوجد إعداد باسم "{ $name }"
invalid-axes-number = { $path }: يجب أن يكون كل محور عددًا في { $range }
invalid-not-driven = { $path }: الوكيل { $index } غير مَقود (استخدم setDrive أولًا)
invalid-grid-body = { $path }: وكيل الشبكة ({ $behavior }) يتحرك خلية واحدة في كل خطوة؛ الوكلاء المستمرون وحدهم لهم جسم يُضبط
invalid-kind-continuous = { $path }: { $behavior } سلوك مستمر والوكيل { $index } وكيل شبكة؛ أضف وكيلًا جديدًا بدلًا من ذلك
invalid-kind-grid = { $path }: { $behavior } سلوك شبكة والوكيل { $index } وكيل مستمر؛ أضف وكيلًا جديدًا بدلًا من ذلك
invalid-script-needs-name = { $path }: الوكيل المبرمَج يحتاج إلى اسم برنامجه النصي (setAgentScript)
invalid-or = { $path }: يجب أن يكون { $a } أو { $b }
invalid-or3 = { $path }: يجب أن يكون { $a } أو { $b } أو { $c }
invalid-or3-got = { $path }: يجب أن يكون { $a } أو { $b } أو { $c }، لكنه "{ $got }"
invalid-terrain-count = { $path }: يجب أن يكون فيه ⁦(width + 1) x (height + 1) = { $count }⁩ قيمة، لكن فيه { $got }
invalid-finite-within = { $path }: يجب أن يكون منتهيًا وعلى بعد { $max } على الأكثر من نقطة الأصل
invalid-unknown-kind = { $path }: نوع غير معروف
invalid-path-index = { $path }: يجب أن يكون -1 أو رقم مسار لوكيل context
invalid-only-params = { $path }: ليس لـ { $behavior } سوى { $n } معاملات
invalid-not-a-name-pattern = { $path }: "{ $name }" ليس اسمًا ({ $pattern })
invalid-script-grid-agent = { $path }: script سلوك مستمر والوكيل { $index } وكيل شبكة
invalid-history-full = { $path }: { $max } تعديل على الأكثر أثناء التشغيل؛ ارجع إلى الخطوة 0 لتعديل السيناريو
invalid-no-edit = { $path }: لا يوجد هذا التعديل (في سجل التشغيل { $count })
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = عند الهدف، يفسح الطريق
why-head-at-goal = عند الهدف
why-head-returning = عائد إلى هدفه
why-note-giving-way = عند الهدف، يفسح الطريق: لقد وصل (يُحسب أول مرة اقترب فيها من هدفه لأقل من ⁦0.05 u⁩) ويُبقي تجنّب الوكلاء يعمل (atGoal: giveWay)، فيفرّ بالقاعدة المعتادة من وكيل آخر سيصطدم به اقترابه؛ ثم يعود إلى هدفه
why-note-at-goal = عند الهدف: لقد وصل ويستقر هناك، لكنه يواصل مراقبة الوكلاء الآخرين: يفرّ من وكيل سيصطدم به اقترابه (atGoal: giveWay؛ ومع stop يبقى متوقفًا مهما أتى)
why-note-returning = عائد إلى هدفه: أفسح الطريق لوكيل آخر، ولا تهديد الآن، فيعيده سلوكه؛ ويستقر حالما يصبح على أقل من ⁦0.05 u⁩ من هدفه
doc-avoidance-atGoal = ما يفعله بعد أن يصل (يُحسب الوصول أول مرة يقترب فيها من هدفه لأقل من ⁦0.05 u⁩، في الحالتين). giveWay: يُبقي تجنّب الوكلاء يعمل، ويفرّ من وكيل آخر سيصطدم به اقترابه، ثم يعود إلى هدفه ويستقر هناك. stop: يتوقف نهائيًا، كما يفعل وكلاء المقال؛ والمتأخرون الذين يدخلون مجموعة متراصّة من الأهداف يرتدّون عنه.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }: يجب أن يكون true أو false
invalid-choice-index = { $path }: يجب أن يكون رقم خيار من 0 إلى { $max }
invalid-no-setting-of = { $path }: ليس لدى { $owner } إعداد باسم "{ $name }" (لديه { $known })
invalid-no-setting-of-none = { $path }: ليس لدى { $owner } إعداد باسم "{ $name }"
invalid-setting-boolean = { $path }: يجب أن يكون { $name } هو true أو false
invalid-setting-one-of = { $path }: يجب أن يكون { $name } واحدًا من { $list }
invalid-setting-number = { $path }: يجب أن يكون { $name } عددًا

## h-words8: حكم مهمة الدرس (core/src/lesson/task.cpp، checkTask): جُمل تُوصل كما هي، لكلٍّ منها علامات ترقيمها.
## $name اسم وكيل، و$reason معرّف سبب التوقف، و$measure اسم مقياس (run.collisions)؛ و$who و$behavior و$numbers أسماء المقياس كما يكتبها الملف؛ تُعرض كما كُتبت.
task-no-agent-named = لا يوجد في المشهد وكيل اسمه { $name } للتحقق منه.
task-no-agent = لا يوجد في المشهد وكيل رقمه { $index } للتحقق منه.
task-reached = وصل { $name } إلى هدفه عند الخطوة { $step } (⁦{ $seconds } s⁩)
task-reached-with = ، مع { $collisions } من التصادمات بالعوائق و{ $contacts } من التلامسات مع الوكلاء في الطريق
task-reached-unclean = ، لكن ليس بنظافة: { $collisions } من التصادمات بالعوائق و{ $contacts } من التلامسات مع الوكلاء في الطريق
task-still = لم يصل { $name } إلى هدفه: بعد { $steps } من الخطوات ما زال على بُعد ⁦{ $gap } u⁩ منه
task-stopped = لم يصل { $name } إلى هدفه: توقّف ({ $reason }) عند الخطوة { $step } (⁦{ $seconds } s⁩)، على بُعد ⁦{ $gap } u⁩ منه
task-after-hits = ، بعد { $collisions } من التصادمات بالعوائق و{ $contacts } من التلامسات مع الوكلاء
task-others = ؛ وصل { $reached } من أصل { $agents } من الوكلاء حتى ذلك الحين
task-end = .
task-measure-error = المقياس{ " " }
task-measure-run = { $name }: قيم التشغيل هي ⁦collisions, contacts, arrivals⁩
task-measure-form = { $name }: المقياس هو ⁦step, time, run.VALUE⁩ أو ⁦AGENT.VALUE⁩
task-measure-no-agent = { $name }: لا يوجد وكيل اسمه أو رقمه «{ $who }»
task-measure-numbers = { $name }: { $who } وكيل من نوع { $behavior }، وأرقامه هي { $numbers }
task-measure = بلغ { $measure } القيمة { $value } عند الخطوة { $step } (⁦{ $seconds } s⁩)
task-run-ended = ، حيث انتهى التشغيل
task-below = : أقل من { $bound }.
task-not-below = : ليس أقل من { $bound }.
task-above = : أكثر من { $bound }.
task-not-above = : ليس أكثر من { $bound }.

## h-words8: حقلا البداية والهدف في محرر الوكيل، كما يُقرآن بصوت عالٍ ويُسمَّيان في الرفض
ed-start-x = البداية x
ed-start-y = البداية y
ed-goal-x = الهدف x
ed-goal-y = الهدف y

## h-words8: قيمة horizon أو margin في ملف قديم (تجنّب الوكلاء) بعد تحويلها إلى إعداد خارج نطاقه
invalid-horizon-lookahead = { $path }: تساوي { $value } من أنصاف الأقطار في lookahead بحجم هذا الوكيل وسرعته؛ يجب أن يكون lookahead عددًا من { $lo } إلى { $hi }، لكنه { $got }
invalid-margin-spacing = { $path }: تساوي ⁦{ $value } ×⁩ أنصاف الأقطار في spacing بحجم هذا الوكيل وسرعته؛ يجب أن يكون spacing عددًا من { $lo } إلى { $hi }، لكنه { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = ⁦'{ "}" }'⁩ بلا ⁦'{ "{" }'⁩ المقابل لها (اكتب ⁦{ "}}" }⁩ للقوس نفسه)
invalid-caption-unclosed = ⁦'{ "{" }'⁩ بلا ⁦'{ "}" }'⁩ المقابل لها (اكتب ⁦{ "{{" }⁩ للقوس نفسه)
invalid-caption-decimals = { $path }: بعد ⁦':'⁩ تأتي المنازل العشرية، رقم واحد من 0 إلى 6، أو ⁦drag⁩
invalid-caption-run = { $path }: قيم التشغيل هي ⁦collisions, contacts, arrivals⁩
invalid-caption-form = { $path }: استخدم ⁦{ "{step}" }⁩ أو ⁦{ "{time}" }⁩ أو ⁦{ "{run.VALUE}" }⁩ أو ⁦{ "{AGENT.VALUE}" }⁩ أو ⁦{ "{AGENT.SETTING:drag}" }⁩
invalid-caption-no-agent = { $path }: لا يوجد وكيل اسمه أو رقمه «{ $who }»
invalid-caption-values = { $path }: { $who } وكيل من نوع { $behavior }، وقيمه هي { $values }
invalid-caption-no-setting = { $path }: ليس لدى { $who } ({ $behavior }) إعداد باسم { $name } (إعداداته العددية: { $names })
invalid-caption-no-setting-none = { $path }: ليس لدى { $who } ({ $behavior }) إعداد باسم { $name } (إعداداته العددية: لا شيء)
invalid-caption-not-number = { $path }: { $name } ليس إعدادًا عدديًا، لذا لا يمكن سحبه
invalid-lesson-in = { $field }: { $error }
invalid-lesson-too-large = { $path }: { $bytes } بايت، أكثر من { $max } التي يمكن أن يحملها الدرس
invalid-lesson-json-object = { $path }: يجب أن يكون كائن JSON
invalid-lesson-must-be = { $path }: يجب أن يكون { $value }
invalid-lesson-id = { $path }: يجب أن يكون من 1 إلى { $max } حرفًا من ⁦a-z⁩ و⁦0-9⁩ و⁦-⁩
invalid-lesson-checkpoints = { $path }: يجب أن يكون مصفوفة من 1 إلى { $max } محطة
invalid-lesson-exercise-last = { $path }: التمرين هو المحطة الأخيرة في درسه
invalid-lesson-object = { $path }: يجب أن يكون كائنًا { $keys }
invalid-lesson-scene-first = { $path }: مطلوب في المحطة الأولى
invalid-lesson-no-example = { $path }: لا يوجد مثال باسم { $got }
invalid-lesson-scene = { $path }: يجب أن يكون اسم ملف مثال أو كائن سيناريو
invalid-lesson-edits = { $path }: يجب أن يكون مصفوفة من التعديلات
invalid-lesson-agent = { $path }: يجب أن يسمّي وكيلًا من المشهد ({ $names }) أو يعطي رقمه، لكنه { $got }
invalid-lesson-agent-none = { $path }: يجب أن يسمّي وكيلًا من المشهد (ليس فيه أي وكيل) أو يعطي رقمه، لكنه { $got }
invalid-lesson-goal = { $path }: يجب أن يكون ⁦"arrive"⁩ أو ⁦"arriveClean"⁩ أو ⁦"below"⁩ أو ⁦"above"⁩، لكنه { $got }
invalid-lesson-measure = { $path }: مهمة ⁦below⁩ أو ⁦above⁩ تسمّي عددًا كما يسمّيه التعليق بلا أقواس ⁦(run.collisions, runner.path)⁩
invalid-lesson-measure-only = { $path }: لا يكون هذا إلا لمهمة ⁦below⁩ أو ⁦above⁩
invalid-lesson-measure-agent = { $path }: مهمة ⁦below⁩ أو ⁦above⁩ تسمّي وكيلها في مقياسها ⁦(runner.collisions)⁩
invalid-lesson-bound = { $path }: يجب أن يكون عددًا: الحد الذي يجب أن ينتهي المقياس { $goal ->
        [below] تحته
       *[above] فوقه
    }
invalid-lesson-no-script = { $path }: ليس في المشهد برنامج نصي باسم "{ $name }" (برامجه النصية: { $names })
invalid-lesson-no-script-none = { $path }: ليس في المشهد برنامج نصي باسم "{ $name }" (برامجه النصية: لا شيء)
invalid-lesson-script-unused = { $path }: لا يشغّل أي وكيل في المشهد البرنامج النصي "{ $name }"
invalid-lesson-script-panes = { $path }: يجب أن تشغّل مجموعة المقارنة في المشهد البرنامج النصي "{ $name }" في لوح، و{ $behavior } المدمج في لوح آخر
invalid-lesson-reference = { $path }: يجب أن يكون بديلًا من مجموعة اختبارات الجودة ({ $list })، لكنه "{ $got }"
invalid-lesson-families = { $path }: يجب أن يكون مصفوفة من 1 إلى { $max } من عائلات مجموعة اختبارات الجودة ({ $list })
invalid-quality-family = { $path }: لا توجد عائلة "{ $name }" (العائلات هي { $list })
invalid-quality-family-twice = { $path }: ذُكر "{ $name }" مرتين
invalid-lesson-task-or-exercise = { $path }: للمحطة مهمة أو تمرين، لا الاثنان معًا
invalid-lesson-task-object = { $path }: يجب أن يكون كائنًا
invalid-lesson-task-goal = { $path }: يجب أن يكون ⁦arrive⁩ أو ⁦arriveClean⁩ أو ⁦below⁩ أو ⁦above⁩
invalid-lesson-task-measure = { $path }: مهمة ⁦below⁩ أو ⁦above⁩ تسمّي مقياسها
