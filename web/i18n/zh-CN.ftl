# sidestep 简体中文：与 en.ftl 相同的 id（术语表与规则见 docs/languages.md）。

page-title = sidestep · 避障算法演练场
page-description =
    .content = 绘制墙壁，放置障碍物和智能体，一步一步观察避障算法如何做出决策。
skip-links =
    .aria-label = 跳转链接
skip-world = 跳到世界
skip-words = 跳到文字描述的世界
skip-panel = 跳到面板
lessons-open = 课程
    .title = 引导课程：每篇文章一课，循序渐进，附带练习任务
tools-bar =
    .aria-label = 编辑工具
undo-group =
    .aria-label = 撤销和重做
undo =
    .title = 撤销 (Ctrl+Z)
    .aria-label = 撤销
redo =
    .title = 重做 (Ctrl+Shift+Z)
    .aria-label = 重做
run-group =
    .aria-label = 运行控制
run-reset =
    .title = 按场景的当前状态重新开始，每个智能体回到起点 (R)。Home 键则回到本次运行的第 0 步。
    .aria-label = 重置
run-reset-label = 重置
run-step =
    .title = 前进一步 (→)
    .aria-label = 单步
run-step-label = 单步
run-play =
    .title = 播放 / 暂停 (空格)
    .aria-label = 播放
run-play-label = 播放
run-pace =
    .title = 播放时每秒的步数（速率读数会显示它与真实时间的比较）
run-pace-label = 速度
run-pace-select =
    .aria-label = 播放时每秒的步数
run-share =
    .title = 复制一个链接，在这一步、带着这些叠加层重新打开此场景
    .aria-label = 分享链接
run-share-label = 分享链接
run-present =
    .title = 演示模式：大字号，画布与所选智能体的移动原因并排显示，适合投影仪 (P)
run-present-label = 演示
open-full = 在 sidestep 中打开 ↗
language =
    .title = 页面语言（保存在此浏览器中；分享的链接会以读者自己的语言打开）
language-select =
    .aria-label = 语言
world =
    .aria-label = 世界：网格、障碍物和智能体
errors-close =
    .aria-label = 关闭
errors-unchanged = 没有做任何更改：当前场景保持原样。
zoom-group =
    .aria-label = 缩放
zoom-out =
    .title = 缩小（−，或滚轮）
    .aria-label = 缩小
zoom-in =
    .title = 放大（+，或滚轮）
    .aria-label = 放大
zoom-fit = 适应
    .title = 显示整个世界 (F)
paint-bar =
    .aria-label = 绘制：模式、笔刷大小和图案
paint-modes =
    .aria-label = 绘制模式
paint-brush = 笔刷
paint-brush-select =
    .aria-label = 笔刷大小（格）
paint-maze = 迷宫
    .title = 用按种子生成的迷宫替换墙壁（种子保存在场景及其链接中）；再点一次换一个
paint-rooms = 房间
    .title = 用按种子生成、由门相连的房间替换墙壁；再点一次换一组
legend =
    .aria-label = 按行为区分的智能体颜色
compare-bar =
    .aria-label = 对比
compare-shown =
    .aria-label = 变体的显示方式
compare-side = 并排
    .title = 每个变体各占一个窗格，布局尽量给世界留出最大空间
compare-overlay = 叠加
    .title = 所有变体在同一个世界中，各用自己的颜色，带轨迹
compare-picture = 图片
    .title = 将舞台显示的内容（每个窗格或叠加视图）保存为一张 2 倍像素的 PNG 图片
compare-leave = 编辑场景
    .title = 返回编辑场景（对比组会保留）
compare-table =
    .aria-label = 每个变体的指标，针对它所改变的智能体
compare-table-box =
    .aria-label = 指标表（可滚动）
drop-hint = 拖放场景文件 (.json)、保存的链接、SteerSuite 测试用例 (.xml) 或 Moving AI 的 .map 和 .scen 文件即可打开
timeline =
    .aria-label = 时间轴
timeline-back =
    .title = 后退一步（←；Shift+← 后退十步）
    .aria-label = 后退 1 步
timeline-scrub =
    .aria-label = 运行的步数：拖动以前后移动
charts-toggle = 图表
    .title = 运行图表：所选智能体的数值和运行统计随时间的变化 (C)
charts =
    .aria-label = 运行图表
charts-agent = 智能体
charts-agent-select =
    .aria-label = 要绘制其数值的智能体
charts-hint = 悬停预览某一步，点击或拖动跳到该步
charts-csv = CSV
    .title = 所有序列导出为 CSV：每步一行
charts-png = PNG
    .title = 将这些图表保存为 PNG 图片
charts-canvas =
    .aria-label = 图表：各步的数值；悬停或拖动可沿时间轴移动
panel =
    .aria-label = 面板：文字描述的世界、场景、选中对象和运行
sheet-title = 场景、所选智能体和事件
why-dock =
    .aria-label = 选中对象：它在做什么，为什么
selection-none = 点击一个智能体或圆形（选择工具），查看它在做什么以及为什么。
describe-heading = 文字描述的世界
describe-agents =
    .aria-label = 智能体：按 Enter 选择
describe-panes =
    .aria-label = 对比的窗格
announce-say = 播报
announce-say-select =
    .aria-label = 播报：每一步之后读出什么
announce-playing = 播放时
announce-playing-select =
    .aria-label = 播放时：多久播报一次
sound-toggle = 声音
    .title = 听所选智能体的传感器：每条命中的射线是一个音，越近越高越响，分左右声道；碰撞时一声轻响，到达时一个和弦 (H)
scene-heading = 场景
scene-more = 显示更多
settings-summary = 场景设置
settings-title = 标题
settings-title-input =
    .aria-label = 场景标题
settings-description = 描述
settings-description-input =
    .aria-label = 场景描述
settings-dt = dt (s)
settings-dt-input =
    .aria-label = 时间步长（秒）
settings-max-steps = 最大步数
settings-max-steps-input =
    .aria-label = 步数上限
settings-seed = 种子
settings-seed-input =
    .aria-label = 核心随机数的种子
settings-at-goal =
    .title = 停留：到达目标的智能体停在那里，成为其他智能体必须绕开的物体。离开：它离开世界，就像 SteerSuite 在目标处停用智能体一样。
settings-at-goal-label = 到达目标后
settings-at-goal-select =
    .aria-label = 智能体到达目标后做什么
settings-at-goal-stay = 停留
settings-at-goal-leave = 离开
settings-note = 时间步长、步数上限、种子以及智能体在目标处的行为从当前步起生效，作为运行中的一次编辑；更改后按重置 (R) 会用它们运行整个场景。网格大小在“编辑”中。
compare-toggle = 对比
    .title = 在同一时钟下并排显示场景的对比组，或返回编辑场景
compare-edit = 对比…
    .title = 选择此场景的 2 到 4 个变体并排运行
examples = 示例
examples-open = 打开一个示例…
gallery-open = 示例库
    .title = 按文章列出所有示例，每个都有图片和一句说明 (G)
my-scenes-heading = 我的场景
my-scenes-name =
    .aria-label = 保存场景所用的名称
    .placeholder = 名称（或场景标题）
my-scenes-save = 保存
    .title = 将此场景按当前状态保存在此浏览器中
my-scenes-list =
    .aria-label = 保存在此浏览器中的场景
selected-heading = 选中对象：设置
selected-explain = 解释设置
    .title = 在每项设置下方显示它的作用（便于触屏；与提示文字相同）
events-heading = 事件
events-show = 显示
events-list =
    .aria-label = 运行中的事件：点击一个跳到它所在的步
events-pause-on =
    .aria-label = 播放到下一个这些类型的事件时暂停
events-pause-on-label = 暂停于
overlays-heading = 叠加层
run-heading = 运行
edit-heading = 编辑
edit-grid = 网格
edit-grid-width =
    .aria-label = 网格宽度（格）
edit-grid-height =
    .aria-label = 网格高度（格）
edit-resize = 调整大小
edit-clear-walls = 清除墙壁
edit-clear-all = 全部清除
edit-import = 导入…
    .title = 打开场景文件（或将其拖放到页面上）
edit-export = 导出
    .title = 将此场景保存为场景文件
edit-one-file = 单个文件
    .title = 将此场景（或正在进行的课程）保存为一个可在任何浏览器离线打开的 HTML 文件
edit-picture = 图片
    .title = 将画布显示的内容保存为 PNG 图片
edit-animation = 动画…
    .title = 将运行中的一段步数保存为 GIF 动画（或 WebM 视频）
edit-game-code = 在你的游戏中使用…
    .title = 场景和所选智能体（及其当前设置），作为 sidestep 的 npm 和 CMake 包的代码
glossary-heading = 术语表
glossary-pproxy = P-proxy（P 代理值）
glossary-pproxy-text = 对一个格子、前瞻 P 步而言：从它出发经空闲格子至多 P 步可达的任一格子到目标的最小距离（被阻挡的格子：<i>blocked</i>）。n-proxy 智能体走向 P 代理值最小的邻格。P = 0 即普通贪心 (greedy)。
glossary-pstep = P-step（P 步数）
glossary-pstep-text = 对一个格子而言：若从它到目标的步数不超过 P，就是该步数，否则记为超过 P。它在 P 代理值相同的邻格之间决出先后，因此距目标不超过 P 步的智能体会径直走进去。
glossary-tie = 平局，固定顺序
glossary-tie-text = 当几个邻格共享最小值时，由 P 步数排序（若该规则开启）；仍然相同的，按上、下、左、右的顺序取第一个。
glossary-stop = 折返即停
glossary-stop-text = n-proxy 的一个修正：若智能体的下一格正是它刚离开的那一格，它就停在原地，而不是来回踱步。
glossary-emergency = 紧急度 T
glossary-emergency-text = 触须 (whiskers)：对每条射线，T = 1 − d / L，其中 d 是到命中点的距离，L 是射线长度（0：什么也没看到，1：贴上了）。转向随较大的 T 线性增长，刹车随 T² 增长。
glossary-influence = 影响值
glossary-influence-text = 触角 (feelers)：侧面触角命中时为 1（中间触角也命中时为 2），并随时间平滑。横向指令为左影响 − 右影响：两侧相等时抵消为 0。
glossary-interest = 兴趣
glossary-interest-text = 情境转向 (context)：N 个方向中每个方向在多大程度上通向智能体想去的地方（目标或其路径），取值 0 到 1。
glossary-danger = 危险
glossary-danger-text = 情境转向：该方向上的射线在前瞻范围内看到多少阻挡：1 会屏蔽该槽位的兴趣（屏蔽），或从兴趣中减去一个分数（按距离）。
glossary-collision = 碰撞，接触
glossary-collision-text = 智能体的身体与障碍物（碰撞）或与另一个智能体（接触）的重叠，只计一次，直到身体再次离开 0.05 u。智能体没有碰撞体：重叠只被计数，不被阻止。
keys-heading = 按键
keys-all = 全部快捷键 (?)
    .title = 全部快捷键 (?)
keys-run = <kbd>Space</kbd> 播放/暂停 · <kbd>→</kbd> 单步 · <kbd>←</kbd> 后退（<kbd>Shift</kbd> 十步）· <kbd>Home</kbd> <kbd>End</kbd> 第一步和最后一步 · <kbd>R</kbd> 重置 ·
keys-rest = 工具 · <kbd>N</kbd> 下一个智能体 · 在世界上：方向键移动编辑光标，<kbd>Enter</kbd> 应用工具 · <kbd>H</kbd> 声音 · <kbd>Del</kbd> 删除 · <kbd>Esc</kbd> 取消选择 · <kbd>Ctrl</kbd>+<kbd>Z</kbd> 撤销 · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> 重做 · 滚轮或双指捏合：缩放 · 中键拖动、<kbd>Space</kbd>+拖动或双指：平移 · <kbd>+</kbd> <kbd>−</kbd> 缩放 · <kbd>F</kbd> 适应 · <kbd>C</kbd> 图表 · <kbd>G</kbd> 示例库 · <kbd>E</kbd> 脚本 · <kbd>P</kbd> 演示 · 驾驶模式：方向键或 <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = 对比此场景的变体
compare-editor-cancel =
    .aria-label = 关闭且不更改
compare-editor-intro = 每个变体都是把所选智能体改动后的场景：换一种行为，和/或改一项设置。它们在同一时钟下并排运行，指标列在表格中。
compare-presets = 预设
compare-presets-select =
    .aria-label = 一组预设的变体
compare-presets-pick = 选择一组…
compare-presets-rays = whiskers、feelers、raycast、context（所选智能体，或全部）
compare-presets-grid = greedy 和 nproxy
compare-presets-pstep = n-proxy：P 步数规则关闭与开启
compare-presets-p37 = n-proxy：P = 3 与 P = 7
compare-presets-avoid = 原样，以及改为 orca
compare-presets-routes = 无路线、网格路线、任意角度路线
compare-col-label = 标签
compare-col-agents = 智能体
compare-col-behaviour = 行为
compare-col-route = 路线
compare-col-setting = 设置
compare-col-value = 值
compare-add = + 变体
compare-apply = 对比
shortcuts-title = 键盘快捷键
shortcuts-close =
    .aria-label = 关闭快捷键列表
sc-space = 播放 / 暂停（按住：拖动平移）
sc-arrows = 前进 / 后退一步（按住 <kbd>Shift</kbd>：十步）
sc-home = 第 0 步 / 已计算的最后一步
sc-reset = 重置：场景按当前状态从第 0 步开始
sc-tab = 下一个 / 上一个控件（世界只占一个停留点；跳转链接最先）
sc-next = 选择下一个 / 上一个智能体（会被播报）
sc-esc = 取消选择；放回键盘正在拿着的对象；关闭对话框
sc-cursor-keys = 方向键（在世界上，使用编辑工具时）
sc-cursor = 移动编辑光标（按住 <kbd>Shift</kbd>：五格）
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd>（在世界上，使用编辑工具时）
sc-apply = 在光标处应用工具（方向键移动过光标后可用空格；之前空格是播放）：绘制或擦除一个格子、放置圆形、放置智能体（然后移到它的目标再按一次 <kbd>Enter</kbd>）、添加路径点；直线或矩形在第二次 <kbd>Enter</kbd> 时完成
sc-hold-keys = <kbd>Enter</kbd>（在世界上，使用选择工具时）
sc-hold = 拿起所选智能体（<kbd>Shift</kbd>+<kbd>Enter</kbd>：它的目标）、圆形或路径点；方向键移动它，<kbd>Enter</kbd> 放下，<kbd>Esc</kbd> 放回原处
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd>（选中圆形时）
sc-radius = 半径增大 / 减小 0.25 u（按住 <kbd>Shift</kbd>：1 u）
sc-sound = 听所选智能体的传感器（开 / 关）
sc-delete = 删除选中对象
sc-undo = 撤销 / 重做
sc-zoom = 放大、缩小（未选中圆形时）、适应整个世界（也可用滚轮或双指捏合）
sc-charts = 图表
sc-gallery = 示例库（方向键移动，<kbd>Enter</kbd> 打开，<kbd>Esc</kbd> 关闭）
sc-scripts = 脚本编辑器（所选智能体的脚本；<kbd>Ctrl</kbd>+<kbd>Enter</kbd> 应用，<kbd>Esc</kbd> 关闭）
sc-present = 演示模式：大字号，画布与所选智能体的移动原因并排显示（也可用 <code>?present=1</code>）
sc-drive-keys = 方向键，<kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = 在驾驶模式下驾驶智能体
sc-help = 本列表
sc-note = 无论上次使用的是哪个控件，按键都有效，除非你正在文本框或数字框中输入。

tool-select = 选择
    .hint = 拖动智能体、目标和圆形。拖动所选圆形的手柄可调整大小。Delete 删除选中对象。
tool-wall = 墙壁
    .hint = 拖动以绘制被阻挡的格子（右键拖动为擦除）。自由、直线或矩形以及笔刷大小在画布上方的工具条中；迷宫和房间会按种子绘制图案。
tool-erase = 擦除
    .hint = 拖动以清除被阻挡的格子。自由、直线或矩形（整块区域）以及笔刷大小在画布上方的工具条中。
tool-circle = 圆形
    .hint = 按下并拖出一个圆形障碍物。拖动已有的圆形可移动它。
tool-agent = + 智能体
    .hint = 在起点按下并拖到目标。此工具旁的菜单选择行为（网格行为会对齐到格子）。
tool-path = 路径
    .hint = 点击为路径添加点（新路径，或所选的未闭合路径）；点击第一个点可闭合环路；拖动点可移动；Delete 删除所选的点。
tool-delete = 删除
    .hint = 点击智能体、圆形或路径点将其删除。
tool-terrain = 地形
    .hint = 拖动以抬高、降低或压平圆盘下的地面（画布上方的工具条选择哪一种、半径和强度）。只有触角能感知高度；其他行为仍按 2D 规则。
new-behavior =
    .title = 新智能体的行为
new-behavior-script = { $name }（新脚本）
new-behavior-grid = { $name }（网格）
tool-names = 工具：{ $names }
paint-free = 自由
    .hint = 拖动绘制
paint-line = 直线
    .hint = 从一端拖到另一端
paint-rect = 矩形
    .hint = 从一个角拖到对角：墙壁画出轮廓，擦除清空整块区域
brush-size = { $size } × { $size }
play-label = 播放
pause-label = 暂停
present-label = 演示
present-stop-label = 结束演示
pace-max = 最快
pace-per-second = { $pace } /s
readout-step = 第 { $step } 步
readout-time = { $seconds } s
timeline-step-of = 第 { $step } 步，共 { $last } 步
timeline-edited = 在第 { $step } 步编辑过
state-playing = 播放中
state-no-agents-yet = 还没有智能体
state-no-agents = 没有智能体
state-finished = 已结束
state-paused = 已暂停
rate = { $steps } 步/s · 真实时间的 { $factor }×
rate-behind = 以 { $steps } 步/s 运行，为真实时间的 { $factor }×（设定 { $pace } /s）：每步耗时 { $ms } ms
step-limit-reached = 运行已到步数上限（{ $step } 步）：← 后退，R 重新开始。
step-nothing-left = 第 { $step } 步之后无步可走：所有智能体都已停下。← 后退，R 重新开始，播放可重放。
threads-count = { $n } 个线程
threads-why = { $count }：{ $reason }
threads-isolation = 此主机未发送 COOP/COEP
threads-cores = 此设备只有一个核心
threads-failed = 多线程模块未能启动
scene-show-more = 显示更多
scene-show-less = 收起
scene-untitled = 未命名场景
selection-hint = 点击一个智能体或圆形（选择工具），查看它在做什么以及为什么。
sheet-title-scene = 场景、所选智能体和事件
sheet-title-compare = 对比：各变体的事件和场景
sheet-title-agent = { $name } · { $behavior } · { $status } — 为什么这样移动
compare-edit-change = 更改…
compare-edit-new = 对比变体…
compare-note-active = { $n } 个变体，同一时钟
compare-note-side = 并排，同一时钟
compare-toggle-leave = 编辑场景
compare-toggle-count = 对比 { $n } 个变体
compare-selection-note = 每个窗格运行场景的一份独立副本。窗格下方的表格对它们进行比较（点击一行可列出该变体的事件）；所选智能体在每个窗格中都会绘制，图表 (C) 为每个窗格画一条线。
compare-hint = 对比：每个窗格是场景的一个变体，共用一个时钟。播放、单步、拖动时间轴和后退照常使用；点“编辑场景”可修改它。
describe-summary = { $title }{ $w } × { $h } 格，{ $walls } 个墙格，{ $circles } 个圆形，{ $agents } 个智能体；第 { $step } 步（{ $time } s）。
describe-title = { $title }：
describe-agent = { $name }，{ $behavior }，位于 { $at }，目标 { $goal }，{ $status }
describe-cell = 格子 { $xy }
describe-pair = ({ $x }, { $y })
describe-colliding = { $status }，正在碰撞
describe-touching = { $status }，正接触另一个智能体
describe-more = 还有 { $n } 个智能体（N 和 Shift+N 可选中）
describe-none = 还没有智能体：用“+ 智能体”工具 (5) 放置一个。
describe-near-none = { $name } 附近：{ $reach } u 内没有东西。
describe-near = { $name } 附近：{ $list }。
describe-near-join = ；
describe-circle = 圆形 { $index }，在{ $dir } { $d } u 处
describe-wall = 一面墙，在{ $dir } { $d } u 处
describe-border = 世界边缘，在{ $dir } { $d } u 处
describe-select-note = 选择一个智能体（在它的名字上按 Enter，或按 N），听它为什么这样移动。
describe-pane = { $label }：{ $text }
compass-east = 东方
compass-south-east = 东南方
compass-south = 南方
compass-south-west = 西南方
compass-west = 西方
compass-north-west = 西北方
compass-north = 北方
compass-north-east = 东北方
status-moving = 移动中
status-stalled = 停滞
status-reached = 已到达
status-stuck = 卡住
status-oscillation = 来回振荡
status-maxSteps = 达到步数上限
status-numeric = 数值错误
announce-short = 简短原因和事件
announce-full = 完整原因和事件
announce-events = 只播报事件
announce-off = 不播报
announce-every-1 = 每秒一次
announce-every-2 = 每 2 秒
announce-every-5 = 每 5 秒
announce-more = 还有 { $n } 个事件
announce-join = 。
overlay-profile = 所选 feelers 智能体在地形上的侧视图（高度、向下射线、法线、偏移）
overlay-goals = 目标和目标连线
overlay-decisions = 所选网格智能体旁的下一步数值
overlay-heatmap = 所选网格智能体的 P 代理值热力图
overlay-rays = 射线：灰色为畅通，黄色为探测到，红色为碰撞
overlay-context = 所选 context 智能体的情境图（极坐标图）
overlay-orca = ORCA：所选 orca 智能体的邻居，及其在速度空间中的半平面（插图）
overlay-paths = 路径和目标点
overlay-forces = 实际施加的力：基础（绿）、转向（紫）、刹车（橙）、避让智能体（青）、速度限制（灰）、合力（黑）
overlay-reach = 距所选智能体不超过 P 步的格子
overlay-trail = 所选智能体的轨迹，以及网格智能体折返的位置
overlay-everyAgent = 所有智能体的目标、射线和力，人群中也显示（较慢）
overlay-byBehavior = 按行为为智能体着色（图例在画布上）
overlay-routes = 路线：每个智能体到其前往的路点的这一段（所选智能体的整条路线与其目标一起绘制）
events-all = 全部事件
events-group-collision = 碰撞
events-group-contact = 智能体之间的接触
events-group-return = 折返（来回踱步）
events-group-stop = 到达和停止
events-group-lap = 圈数
events-group-route = 路线重新规划
events-nothing-yet = 还没有事件：播放或单步运行。
events-pause-collision = 碰撞
    .title = 发生碰撞时暂停
events-pause-contact = 接触
    .title = 智能体之间发生接触时暂停
events-pause-return = 折返
    .title = 发生折返（来回踱步）时暂停
events-pause-stop = 到达或停止
    .title = 有到达或停止时暂停
events-pause-lap = 圈
    .title = 完成一圈时暂停

# 事件列表的行（ui/events.js）
event-none-computed = 已计算的 { $steps } 步中没有。
event-some = 已计算的 { $steps } 步中有 { $n } 个。
event-some-shown = 已计算的 { $steps } 步中有 { $n } 个；显示离第 { $step } 步最近的 { $shown } 个。
event-line = 第 { $step } 步：{ $name } { $says }
event-go = 转到第 { $step } 步并选择 { $name }
event-agent = 智能体 { $n }
event-obstacle-circle = 圆 { $n }
event-obstacle-border = 边界墙
event-obstacle-wall = 墙 { $n }
event-obstacle-removed = 一个障碍物（已删除）
event-collisionBegin = 撞上{ $obstacle }
event-collisionEnd = 再次离开{ $obstacle }
event-contactBegin = 碰到 { $other }
event-contactEnd = 再次离开 { $other }
event-return = 退回刚离开的格
event-reached = 到达目标
event-stop = 停止：{ $reason }
event-stop-maxSteps = 步数上限已用完
event-lap = 完成一圈（{ $laps }）
event-replanned = 重新规划路线（{ $reason }）

# 运行的计数（ui/panel.js）
stats-state = 状态
stats-playing = 运行中
stats-finished = 已结束
stats-paused = 已暂停
stats-step = 步
stats-step-value = { $step } / { $max }
stats-time = 时间
stats-time-value = { $time } s（dt { $dt } s）
stats-agents = 智能体
stats-agents-value = { $n }（{ $moving } 个移动中，{ $reached } 个已到达）
stats-agents-stalled = { $n }（{ $moving } 个移动中，{ $stalled } 个停滞，{ $reached } 个已到达）
stats-collisions = 碰撞
    .title = 重叠的次数，每个智能体与每个障碍物各计一次，对所有智能体求和；每个智能体的接触秒数（总和除以智能体数）；最深的重叠
stats-agent-contacts = 智能体接触
    .title = 两个智能体之间重叠的次数，每对计一次；每个智能体与其他智能体接触的秒数（总和除以智能体数）；任意两者间最深的重叠
stats-contacts-value = { $n } · 每个智能体接触 { $time } s · 最深 { $depth } u
stats-hash = 哈希

# 图表的序列（ui/charts.js）
chart-speed = 速度
chart-clearance = 间距
chart-emergency = 紧急度 T
chart-steer = 转向
chart-brake = 刹车
chart-avoid = 避让智能体
chart-leftInfluence = 左侧影响
chart-rightInfluence = 右侧影响
chart-lateral = 横向指令
chart-hitDistance = 命中距离
chart-turn = 选择 − 期望
chart-masked = 被遮蔽的槽
chart-change = 选择 − 偏好
chart-halfPlanes = 半平面
chart-violation = 后备方案的违背量
chart-routeDistance = 到路线的距离
chart-goalDistance = 到目标的距离
chart-proxy = 所选代理值
chart-pproxy = 所选 P-proxy
chart-pstep = 所选 P-step
chart-collisions = 碰撞
chart-contacts = 智能体接触
chart-arrivals = 到达
chart-returns = 折返
chart-run = 碰撞 · 接触 · 到达
chart-agent-none = — 无（只看运行）
chart-computing = 正在计算之前的步… { $done } / { $total }

# 选择的面板和设置（ui/selected.js）
sel-slots-label = 上下文地图的槽
sel-path-title = 路径 { $n }
sel-path-points = 点
sel-path-followed = 跟随者
sel-path-nobody = 无
sel-path-closed = 闭合环路
sel-path-hint = 路径工具：点击添加点，拖动点来移动，点击第一个点闭合；Delete 删除选中的点。
sel-circle-title = 圆 { $n }
sel-circle-centre = 中心
sel-circle-radius = 半径
sel-settings = { $behavior } 的设置
sel-no-settings = { $behavior } 没有自己的设置
sel-edit-script = 编辑它的脚本
    .title = 在脚本编辑器中打开 scripts.{ $name }（E）
sel-runs-script = 运行 scripts.{ $name }
sel-path-none = 无：目标
sel-path-option = { $loop ->
        [yes] 路径 { $n }（{ $points } 个点，环路）
       *[no] 路径 { $n }（{ $points } 个点）
    }
sel-follows = 跟随
sel-drive = 驾驶（方向键 / WASD）
    .title = 亲自驾驶这个智能体；它的射线会修正你。Esc 停止。
sel-drive-stop = 停止驾驶（Esc）
sel-assist = 避让辅助
sel-avoid = 避让智能体
    .title = 按最近接近时间避让其他智能体（raycast 文章）
sel-one-less = 减一：{ $name }
sel-one-more = 加一：{ $name }

# 选中智能体的路线（ui/route-facts.js）：标签，然后是它的值；规划器名称、状态和原因是核心的标识符
sel-route = 路线
sel-route-pending = { $planner }：在下一步移动前规划
sel-route-waypoint = { $planner }：路点 { $n } / { $count }
sel-route-none = { $planner }：未找到路线（{ $status }）；直奔目标
sel-route-length = 路线长度
sel-route-length-value = 已规划 { $length } u，剩余 { $left } u
sel-route-off = 偏离路段
sel-route-off-value = { $distance } u
sel-route-cost = 规划代价
sel-route-cost-value = 扩展了 { $expanded } 个格点，检测了 { $tested } 条线段
sel-route-last = 上次规划
sel-route-last-value = 第 { $step } 步（{ $reason }）；迄今共规划 { $replans } 次

# 所选智能体自己的字段（ui/agent-editor.js）
ed-name = 名称
    .aria-label = 名称
    .title = 显示在画布、面板和报告中；最多 64 个字符。
ed-region = 区域“{ $name }”，第 { $n } 个智能体，共 { $count } 个
ed-explicit = 单独的智能体（不属于区域）
ed-from = 来自
    .title = 放置这个智能体的文件中的人群区域。在第 0 步修改它会把该区域（及其后的区域）写成单独的智能体，只算一次撤销。
ed-behavior = 行为
    .aria-label = 行为
    .title = { $kind ->
        [grid] 就地更改这个智能体的行为（设置变为新行为的默认值）。网格智能体只能用网格行为。
       *[continuous] 就地更改这个智能体的行为（设置变为新行为的默认值）。连续智能体只能用连续行为。
    }
ed-radius = 半径
    .title = 身体半径，世界单位 [0.01, 8]：碰撞的部分，也是射线的起点。
ed-maxSpeed = 最大速度
    .title = 最高速度，每秒世界单位 [0.01, 100]。
ed-maxAccel = 最大加速度
    .title = 每秒最大加速度，转向和刹车合计 [0.01, 1000]。
ed-start = 起点
    .title = { $kind ->
        [grid] 它的起点（一个格）；移动它会让智能体从那里重新开始。
       *[continuous] 它的起点（世界单位）；移动它会让智能体从那里重新开始。
    }
ed-goal = 目标
    .title = { $kind ->
        [grid] 它要去的地方（一个格）。
       *[continuous] 它要去的地方（世界单位）。
    }
ed-planner = 路线规划器
    .aria-label = 路线规划器
    .title = none：按其文章所述，直奔目标。grid：A* 先规划一条绕过障碍物、由直线和对角移动组成的路线；any-angle：Lazy Theta*，在拐角之间走直线。它的行为沿路线前进，并按自己的规则避让。
ed-duplicate = 复制为
    .aria-label = 副本的行为
    .title = 这个智能体的副本（相同的起点、目标、身体和设置），行为为旁边所选的
ed-delete = 删除
    .title = 移除这个智能体（Delete）

# 原因的文字加载时（ui/reason-words.js）
reason-waiting = { $name }：正在加载解释

invalid-unknown-key = { $path }：未知的键
invalid-required = { $path }：必须填写
invalid-object = { $path }：必须是对象，实际是 { $got }
invalid-array = { $path }：必须是数组，实际是 { $got }
invalid-one-of = { $path }：必须是 { $list } 之一，实际是 { $got }
invalid-number = { $path }：必须是 { $range } 内的数，实际是 { $got }
invalid-number-between = { $path }：必须是 { $lo } 到 { $hi } 之间的数，实际是 { $got }
invalid-number-out-of-range = { $path }：{ $got } 超出范围：必须是 { $range } 内的数
invalid-integer = { $path }：必须是 { $lo } 到 { $hi } 之间的整数，实际是 { $got }
invalid-integer-out-of-range = { $path }：{ $got } 超出范围：必须是 { $lo } 到 { $hi } 之间的整数
invalid-string = { $path }：必须是字符串，实际是 { $got }
invalid-too-long = { $path }：最多 { $max } 字节，实际是 { $bytes }
invalid-boolean = { $path }：必须是 true 或 false，实际是 { $got }
invalid-point = { $path }：必须是 [x, y] 两个数，实际是 { $got }
invalid-point-float = { $path }：必须是 [x, y] 两个 float 范围内的数，实际是 { $got }
invalid-unknown-param = { $path }：{ $owner } 没有这个参数（它有 { $known }）
invalid-unknown-param-none = { $path }：{ $owner } 没有这个参数（它没有参数）
invalid-unknown-behavior = { $path }：未知的行为“{ $name }”；可用：{ $available }
invalid-more = ……还有 { $n } 个错误

## 核心的文字（core/src/explain）：所选智能体的数值和它下一步的原因。核心给出 id 和参数；数字带着小数位到达。
fact-position = 位置
fact-goal = 目标
fact-speed = 速度
fact-radius = 半径
fact-steps = 步数
fact-path = 路程
fact-collisions = 碰撞
fact-in-contact = 接触中
fact-min-clearance = 最小间距
fact-returns = 折返
fact-agent-contacts = 智能体接触
fact-effort = 操控量
fact-avoid-agents = 避让智能体
fact-terrain-hits = 触地
fact-path-followed = 路径
fact-speed-scale = 速度系数
fact-number = { $n }
fact-point = ({ $x }, { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n }（正在重叠）
        [clear] { $n }（尚未脱离）
        [many] { $n }（{ $open } 次进行中）
        [many-overlapping] { $n }（{ $open } 次进行中，正在重叠）
       *[none] { $n }
    }
fact-contact-value = { $time } s，最深 { $depth } u
fact-clearance-value = 距障碍物 { $d } u
fact-clearance-none = —（第一步之后）
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n }（最近一次在 ({ $x }, { $y })）
    }
fact-agent-contacts-value = { $state ->
        [many] { $n }（{ $open } 次进行中），{ $time } s，最深 { $depth } u
        [touching] { $n }（正在接触），{ $time } s，最深 { $depth } u
        [clear] { $n }（尚未脱离），{ $time } s，最深 { $depth } u
       *[none] { $n }，{ $time } s，最深 { $depth } u
    }
fact-effort-value = 速度变化 { $e } u/s
fact-avoid-orca = 通过其半平面（ORCA）
fact-yes = 是
fact-no = 否
fact-terrain-hits-value = { $n } 步有触角在地面之下
fact-path-value = { $path }（圈数 { $laps }）
fact-none = 无
why-head-move = 下一步移动
why-head-step = 下一步
why-head-stopped = 已停止
why-reached-cell = → 已到达：它站在目标格上，不再移动
why-reached-near = → 已到达：它距目标不到 { $d } u，不再移动
why-oscillation = → 已停止（stop-on-return）：它的下一格会是刚离开的那一格
why-stuck = → 卡住：四个邻格都被挡住，无处可去
why-max-steps = → 运行在它到达前达到了步数上限（maxSteps { $max }）
why-numeric = → 已停止：它的运动产生了非有限数；停在最后一个有限状态
why-script-stop = → 被它的脚本停止（消息说明原因）
why-dir-up = 上
why-dir-down = 下
why-dir-left = 左
why-dir-right = 右
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } 被挡
why-grid-lowest = → 代理值最低 →
why-grid-tie = → 在 { $lowest } 持平（{ $tied }）
why-grid-fixed-order = → 固定顺序（上、下、左、右）→
why-grid-pstep = → P-step：
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } 超出 P
why-grid-still-tied = ，仍持平 → 固定顺序（上、下、左、右）→
why-grid-refused = ↺ { $dir } 是它刚离开的格：stop-on-return 让它停在这里，而不是来回走
why-grid-pacing = ↺ 回到刚离开的格：来回走
why-grid-circle = { $how ->
        [overlaps] 网格智能体看不到圆：它与 ({ $x }, { $y }) 处的圆重叠
       *[walks] 网格智能体看不到圆：它走进 ({ $x }, { $y }) 处的圆
    }
why-orca-head-step = 下一步：ORCA
why-orca-head-giving-way = 已到目标，正在让路：ORCA
why-orca-head-at-goal = 已到目标：ORCA
why-orca-head-returning = 正在返回目标：ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] 首选速度 ({ $x }, { $y })，{ $speed } u/s，来自驾驶者
        [waypoint] 首选速度 ({ $x }, { $y })，{ $speed } u/s，朝向路点 { $k }
       *[goal] 首选速度 ({ $x }, { $y })，{ $speed } u/s，朝向目标
    }
why-orca-slower = （在最后一个单位内更慢）
why-orca-held = ，限制在最大速度 { $max }
why-orca-driven = → 被驾驶，辅助关闭：只有驾驶者，没有半平面
why-orca-sources = 来自 { $reach } u 内墙和圆形的 { $obstacles } 个半平面，来自 { $near } u 内最近智能体的 { $agents } 个（最多 { $most } 个）
why-orca-left-out = ；{ $n } 个更远的障碍未计入
why-orca-where-cutoff = 截断
why-orca-where-left-leg = 左腿
why-orca-where-right-leg = 右腿
why-orca-where-overlap = 重叠
why-orca-plane = { $from ->
        [agent] #{ $k }，来自 { $name }（{ $where }）
        [circle] #{ $k }，来自圆形 { $index }（{ $where }）
        [wall] #{ $k }，来自墙边 { $index }（{ $where }）
       *[inside] #{ $k }，来自它所在的墙（{ $where }）
    }
why-orca-velocity = ({ $x }, { $y })，{ $speed } u/s
why-orca-keeps = { $held ->
        [yes] → 首选速度（限制在最大速度）在每个半平面内：保持它，
       *[no] → 首选速度在每个半平面内：保持它，
    }
why-orca-nearest = → 最接近首选速度的允许速度位于半平面{ " " }
why-orca-corner = ，在它与下列半平面的交角：
why-orca-at-max = ，以最大速度
why-orca-colon = ：
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → 没有速度在每个半平面内：保留墙和圆形的，把智能体的最大违反降到最小：
why-orca-squeezed = → 连墙和圆形的半平面也不留下任何速度：把所有的最大违反降到最小：
why-orca-violation = { $v } u/s
why-orca-on = ，在{ " " }
why-orca-pass-right = 另一个智能体挡路：首选速度向右转了其长度的 { $amount }（passRight）
why-orca-stalled = → 停滞：没有允许的速度能把它带向目标（最好的：朝目标 { $best } u/s）
why-orca-held-by = ；被挡住：
why-orca-and = { " " }和{ " " }
why-orca-sets = ORCA 自己设定速度（最大加速度不适用）：朝首选速度 { $base } u/s²，ORCA 的修正 { $avoid } u/s²
why-orca-note-fallback = 没有速度在每个半平面内（密集人群）：墙和圆形的半平面保持严格，智能体的最大违反被降到尽可能小，所以身体可能接触
why-orca-note-no-side = 起约束作用的半平面正对首选速度：最接近的允许速度在同一直线上更慢，没有什么让它转向任一侧；恰好迎面，或目标正好在障碍后面时，ORCA 停在那里，永远不选边
why-orca-note-held = 它的半平面留下的朝目标速度不到首选速度的 5 %：它被留在原地
why-orca-note-stalled = 停滞：半平面允许的每个速度都远离目标或横穿它（没有一个能以首选速度的 1 % 把它带到那里）；对称的堵塞或目标在障碍后面；单靠 ORCA 会在这里等待（补救：对挡路的智能体用 passRight，对障碍用路线）
why-orca-note-giving-way = 已到目标，正在让路：它已到达（第一次进入目标 0.05 u 内时计数），并继续以目标为首选速度运行 ORCA，让其他智能体能挤过去；它们过去后它回到目标
why-orca-note-at-goal = 已到目标：它已到达并停在那里，ORCA 仍在运行（atGoal: giveWay）：现在没有半平面排除静止不动；一旦另一个智能体的半平面排除它，它就让路
why-orca-note-returning = 正在返回目标：它刚给另一个智能体让了路，朝目标的速度又被允许了，所以 ORCA 把它带回来；一进入目标 0.05 u 内就停歇
why-orca-note-pass-right = 另一个智能体挡路，所以它的首选速度向右转（passRight）：都靠右的智能体会互相错开，而不是面对面停住
why-note-influences-cancel = 两侧碰到的程度相同：影响相互抵消（左 − 右 = 0），而触角没有刹车，所以它径直向前；文章的规则在这里失效
why-note-straight-back = 碰撞点的法线正好指向后方，所以它要去的点在它身后：它悬停在墙前；文章的规则在这里失效
why-note-all-masked = 危险屏蔽了每个有兴趣的槽位：没有方向剩下，它刹车并等待
why-note-mutual-wait = 两者都在等：各自是对方的危险（补救：按距离计算危险并开启避让，把它们推开）
why-note-inside = 一条射线从障碍内部开始（它的中心，或触须的一侧）：这个障碍只在不通向外面的方向上计入；中心在里面的触须和射线智能体沿来路离开，上下文智能体的兴趣指向最短的出路
why-note-pass-right = 几乎迎面：它朝自己的右侧逃离，所以迎面相遇的两个智能体会互相错开
why-note-blended = 逃离按紧迫度（1 − 时间 / 视界）与它自身的转向加权，而不是取代它
why-note-head-on = 正对迎面：它正向后逃，对方也一样，所以它们一次又一次相遇；字面规则在这里陷入僵局（补救：passRight，或用耐心放弃等待并侧移）
why-note-flee-along = 逃离另一个智能体会让它撞进障碍，所以它改为沿着障碍逃离（朝向障碍的部分被去掉；在角落里可能什么都不剩）
why-note-ground-hit = 一根触角伸到了地面以下：前方地面升高得比触角末端快（水平的触角，或前方开始的坡，智能体下方向下的射线还看不到），所以它躲开本可以走的地面
why-note-centre-only = 只有中间的触角碰到：规则在中间也碰到时把侧触角的影响加倍，但中间触角单独时两侧都不设定，所以指令是 0 − 0 = 0，它直直开进去；文章的规则在这里失效（补救：centreSide）
why-note-centre-side = 只有中间的触角碰到：开启 centreSide 时，它算作障碍物所在那一侧的碰撞，由碰撞面的法线判断（正中：左侧），所以它转开而不是直直开进去
why-route-pending = { $edited ->
        [yes] → 路线（{ $planner }）：在下一次决策前规划（它被编辑过）
       *[no] → 路线（{ $planner }）：在下一次决策前规划
    }
why-route-following = → 沿 { $planner } 路线的第 { $k } 个路点（共 { $n } 个）前进（{ $length } u，剩 { $left } u；偏离路段 { $off } u）；
why-route-none = → 没有路线（{ $planner }，{ $status }）：{ $cause }；它像没有规划器时一样直奔目标（
why-route-when = 在第 { $step } 步规划，因为{ $why }
why-route-when-pushed = 在第 { $step } 步规划，因为它被推离所在路段超过 { $off } u
why-route-because-start = 它开始了，或被编辑了
why-route-because-blocked = 一次编辑挡住了它剩下的路线
why-route-because-edited = 它没有路线，而一次编辑改变了障碍
why-route-start-blocked = 规划时它的中心在障碍内
why-route-goal-blocked = 它的目标在障碍内，或目标附近没有能容下它身体的空位
why-route-too-large = 在这个半径下网格对规划器来说太大
why-route-unreachable = 它身体能到达的每个地方都搜索过了，目标不在其中
why-head-context = 下一步：上下文地图
why-ray-ray = 射线
why-ray-right-ray = 右射线
why-ray-left-ray = 左射线
why-ray-centre-ray = 中射线
why-ray-left-whisker = 左触须
why-ray-right-whisker = 右触须
why-ray-left-feeler = 左触角
why-ray-centre-feeler = 中触角
why-ray-right-feeler = 右触角
why-ray-hit = { $ray }：在 { $d }（共 { $len }）处命中
why-ray-clear = { $ray }：无遮挡（{ $len }）
why-ray-inside = ，起点在障碍物内
why-ray-emergency = ，T = { $v }
why-ray-target = ，目标 { $v }
why-side-left = 左
why-side-right = 右
why-whiskers-rule = { $tie ->
        [yes] → { $side }侧紧急度更高（T = { $t }，持平：第一条射线优先）→ 避开 { $steer } u/s²（与 T 成正比），刹车 { $brake } u/s²（T²，不倒退），寻路得 { $base } u/s²
       *[no] → { $side }侧紧急度更高（T = { $t }）→ 避开 { $steer } u/s²（与 T 成正比），刹车 { $brake } u/s²（T²，不倒退），寻路得 { $base } u/s²
    }
why-feelers-rule = → 影响：左 { $left }，右 { $right } → 指令 { $sign }{ $command }（{ $what }）→ 转向 { $steer } u/s²，基础得 { $base } u/s²
why-feelers-none = 不转向
why-feelers-right = 向右
why-feelers-left = 向左
why-avoid-wall = → 最近的命中点 → 寻向 命中点 + 法线 × avoidDistance = ({ $x }, { $y })，全速：{ $steer } u/s²
why-escape = → 它的中心在障碍物内 → 以 { $steer } u/s² 沿来路离开（或走最短的出路）
why-drive = → 被驾驶，辅助关闭：只有驾驶者
why-nothing = { $who ->
        [driver] → 未检测到任何东西 → 只有驾驶者（{ $base } u/s²）
        [waypoint] → 未检测到任何东西 → 只寻向路点 { $k }（{ $base } u/s²）
       *[seek] → 未检测到任何东西 → 只寻向目标（{ $base } u/s²）
    }
why-sidestep = → 被其他智能体阻挡超过它的耐心（{ $patience } s）→ 它不再等待，向右侧让开：{ $avoid } u/s²
why-threat = { $when ->
        [now] → 智能体威胁：{ $other } 在 { $time } s 内，最近时中心相距 { $sep } → 逃离当前的相对位置（{ $avoid } u/s²），这
       *[later] → 智能体威胁：{ $other } 在 { $time } s 内，最近时中心相距 { $sep } → 逃离预测的相对位置（{ $avoid } u/s²），这
    }
why-threat-overrides = 取代它自己的转向
why-threat-takes = 占转向的 { $takes } %（它自己的保留 { $own } %）
why-speed-limit = 速度上限：去掉 { $limit } u/s²，使它保持在 { $max } u/s 以内
why-total = 合计施加：{ $total } u/s²
why-context-interest = 兴趣：{ $source }；危险：长 { $look } u 的射线
why-context-from-goal = 朝向目标
why-context-from-path = 沿它的路径（最近点处的切线）
why-context-from-forward = 直行（没有目标或路径）
why-context-from-targets = 朝向世界中的各个目标点，越近权重越大
why-context-from-way-out = 离开其中心所在障碍物的最短出路（之后朝向目标）
why-context-all-masked = → 危险屏蔽了每个有兴趣的槽位：没有方向；它制动直到停下，等某个槽位空出来
why-context-chosen = → 选中 = normalize(Σ dir × interest)：与朝向相差 { $angle }° → 速度在该方向上趋向 { $speed } u/s
why-col-slot = 槽位
why-col-angle = 角度
why-col-raw = 原始
why-col-danger = 危险
why-col-interest = 兴趣
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = 来自
why-col-where = 位置
why-col-share = 份额
why-col-slack = 余量
why-orca-from-agent = 智能体 { $index }
why-orca-from-circle = 圆 { $index }
why-orca-from-wall = 墙边 { $index }
why-orca-from-inside = 它所在的墙
why-orca-share-half = ½
why-orca-share-all = 全部
why-script-ray-hit = castRay { $k }：在 { $len } 中的 { $d } 处命中
why-script-ray-clear = castRay { $k }：无遮挡（{ $len }）
why-script-more-rays = 另有 { $n } 条射线（只画出前 { $drawn } 条）
why-script-show = show { $name } = { $value }
why-script-note = 备注：{ $note }
why-script-stops = → 它的脚本让它停下：{ $message }
why-script-stopped = → 被它的脚本停下：{ $message }
why-script-rule = → 它脚本的 steer(agent, world) 要求 { $steer } u/s²（不超过 maxAccel { $max }）
why-script-rule-named = → scripts.{ $script } 的 steer(agent, world) 要求 { $steer } u/s²（不超过 maxAccel { $max }）
why-script-limit = 速度上限去掉了 { $limit } u/s²
why-slope-ground = 它下方的地面 { $ground } u；触角从其上方 { $above } 处开始，在 { $start } u
why-slope-kind = { $kind ->
        [level] 平地：dot = { $dotSign }{ $dot }，大小 { $size }
        [incline] 上坡：dot = { $dotSign }{ $dot }，大小 { $size }
        [across] 横穿斜坡：dot = { $dotSign }{ $dot }，大小 { $size }
       *[decline] 下坡：dot = { $dotSign }{ $dot }，大小 { $size }
    }
why-slope-target = { " " }→ 目标偏移 { $targetSign }{ $target } u → 偏移{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }（正趋向目标）
why-slope-not-applied = { " " }→ 目标偏移 { $targetSign }{ $target } u，未应用：坡度补偿已关闭，触角保持水平
why-feeler-3d = { $ray } 的 3D：{ $from } → { $to } u 高；{ " " }
why-feeler-passes-over = 从{ $what }上方越过，前方 { $ahead } u，高 { $z } u，高于其顶部 { $top } u
why-feeler-the-wall = 墙
why-feeler-a-circle = 一个圆
why-feeler-then = ，然后{ " " }
why-feeler-under-ground = 在前方 { $ahead } u 处钻入地面，高 { $z } u
why-feeler-hits-wall = 在前方 { $ahead } u 处碰到墙，高 { $z } u
why-feeler-hits-circle = 在前方 { $ahead } u 处碰到一个圆，高 { $z } u
why-feeler-under-top = ，低于其顶部 { $top } u
why-feeler-clear = 无遮挡
why-feelers-only-3d = 只有触角感知高度：其他行为保持二维规则
why-flat-rules = 只有触角感知高度：{ $behavior } 在这里保持二维规则（地面和障碍物的高度对它没有影响）
why-note-no-progress = 已 { $secs } s 没有更接近目标：{ $reason }；这是局部方法的失败（保留字面规则）
why-stall-seek = 有东西挡住了它，而寻向目标没有绕行的计划
why-stall-greedy = 有东西挡住了它，而寻向目标没有绕行的计划
why-stall-nproxy = 有东西挡住了它，而寻向目标没有绕行的计划
why-stall-script = 有东西挡住了它，而寻向目标没有绕行的计划
why-stall-whiskers = 它的两条射线只看见两侧前方，所以它沿着挡路的东西转向，而目标又把它转回来；字面规则没有绕行的计划
why-stall-feelers = 触角推着它沿挡路的东西走，而目标又把它转回来；这条规则没有绕行的计划
why-stall-raycast = 只要有射线命中，它就寻向避让点（hit + normal × avoidDistance）而忽略目标；在一面墙前，或在射线总能看见的杂物中，它从一次命中走到下一次命中；这条规则没有绕行的计划
why-stall-context = 朝向目标的槽位带有危险，而可能绕行的槽位兴趣很少或没有（它们指向横向或背离通往目标的路）；上下文转向是局部的，没有绕行的计划
why-stall-orca = 它的半平面长时间不给它任何能更接近目标的速度；ORCA 避免碰撞，但不规划绕行路线
why-note-passed-over = 一根触角从低矮障碍物上方越过：它的末端在那里高于障碍物顶部，所以智能体看不到它，可能撞上去
why-note-passed-over-level = ：坡度补偿已关闭，触角保持水平，在下坡时地面在它们下方远离（障碍物高出地面 { $height } u）
why-note-passed-over-low = ：障碍物高出地面 { $height } u，低于触角起点（{ $above } u，feelerHeight），所以即使在平地上它们也会越过；补偿在这里只把末端降低了 { $offset } u（偏移随 1 − |normal · down| 增长，所以缓坡只让它们降低一点）
why-note-passed-over-decline = ：补偿把末端降低了 { $offset } u（目标 { $target } u），在这个下坡上不足以够到顶部（slopeGain 和 maxOffset 决定降低多少）
events-pause-route = 重新规划
    .title = 当智能体重新规划路线时暂停

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = 示例库
gal-heading = 示例
gal-filter =
    .placeholder = 筛选：标题、说明或分组中的词
    .aria-label = 筛选示例
gal-close =
    .aria-label = 关闭示例库
gal-empty = 没有匹配的示例：清空筛选即可看到全部。
gal-other = 其他
gal-lesson = 课程：{ $name }
gal-count = { $total } 个示例
gal-count-shown = { $shown } / { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = 示例库无法打开：{ $error }
examples-unavailable = 示例不可用：{ $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = 未命名场景
myscenes-saved = 已保存到“我的场景”，名为“{ $name }”。
myscenes-save-failed = 无法保存到“我的场景”：{ $error }
myscenes-kept-name = { $title }（{ $time } 保留）
myscenes-kept-note = 你编辑过的场景在被替换前已保留在这里。
myscenes-keep-failed = 你编辑过的场景无法保留到“我的场景”：{ $error }。撤销 (Ctrl+Z) 仍可找回。
myscenes-unavailable = 此处不可用：{ $error }
myscenes-empty = 还没有保留任何场景。保存一个场景，重新加载后可在这里找到。
myscenes-open =
    .title = 打开“{ $name }”（撤销可找回当前场景）
myscenes-rename = 重命名
myscenes-rename-prompt = 名称
myscenes-delete = 删除
    .aria-label = 删除“{ $name }”
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = 关闭
hist-fold = 从第 0 步起并入场景
hist-undo = 撤销
hist-fold-failed = 无法把这些编辑并入场景
hist-folded = 运行中所做的 { $n } 处编辑现已从第 0 步起成为场景的一部分：后退不再隐藏它们（撤销可恢复原状）。
hist-at-step = 第 { $step } 步的 { $n } 处编辑（{ $kinds }）：从第 { $step } 步起属于运行历史；后退到第 { $step } 步之前会隐藏它。
hist-dropped = 它结束了运行原来的未来：之后的 { $n } 处编辑被丢弃（撤销可找回）。
hist-steps = { $n ->
       *[other] 第 { $list } 步
    }
hist-step0 = 第 0 步的编辑会改变场景本身，因此运行从第 0 步重新计算：运行中所做的 { $n } 处编辑（{ $at }）被丢弃。撤销可找回。
# The offline update note (offline/register.js)
update-ready = sidestep 的新版本已就绪：重新加载即可使用（此页面保留它启动时的版本）。
update-reload = 重新加载
update-dismiss =
    .aria-label = 关闭更新提示
threads-reload = 重新加载以使用更多
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = 格子 { $x }, { $y }
cursor-wall = 格子 { $x }, { $y }：墙
cursor-point = 点 { $x }, { $y }
cursor-open-goal = 已放置智能体：移到它的目标并按 Enter（Esc 移除它）
cursor-open-wall = 已开始画线：移到终点并按 Enter
cursor-open-erase = 已开始选区：移到终点并按 Enter
cursor-held = 正在拿着{ $what }：方向键移动，Enter 放下，Esc 放回原处
cursor-dropped = 已放下：{ $where }
cursor-put-back = 已放回
cursor-radius = 半径 { $r } u
cursor-goal-of = { $name } 的目标
cursor-circle = 圆 { $i }
cursor-vertex = 路径 { $path } 的点 { $vertex }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = 无法生成链接
toast-link-copied = 链接已复制：{ $chars } 个字符。它会在第 { $step } 步打开此场景。
toast-link-copy = 复制此链接
toast-regions-explicit = 区域 { $names } 现已变为 { $agents } 个独立的智能体，因为此次编辑改变了它们（共 { $n } 个区域；撤销可恢复区域）。
toast-compare-dropped = 对比组已不再适合此场景（{ $why }），因此已被移除。撤销可恢复此次编辑。
toast-pane-events = “{ $pane }”的事件
toast-compare-failed = 无法对比
toast-one-file-saved = 已保存 { $file }（{ $kib } KiB）：可在任何浏览器中离线打开。
toast-one-file-failed = 无法写出单文件导出
toast-maze = 由种子 { $seed } 生成的迷宫（再按一次换一个；Ctrl+Z 恢复原来的墙）。
toast-rooms = 由种子 { $seed } 生成的一层房间（再按一次换一个；Ctrl+Z 恢复原来的墙）。
toast-script-editor-failed = 无法打开脚本编辑器
toast-script-engine-failed = 脚本引擎未能加载：{ $error }
toast-script-new = 新脚本“{ $name }”（仅 seek）驱动此智能体：按 E 或“编辑它的脚本”打开它。
toast-paused-at = 已暂停于 { $event }。
toast-lesson-link-failed = 无法打开课程链接
# The script editor's refusals (app/scripts.js)
script-embed-read-only = 此嵌入场景只能观看，不能编辑：在 sidestep 中打开它即可修改。
script-engine-loading = 智能体：脚本引擎仍在加载（选择“script”会加载它）：请稍后再放置智能体
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = 事件
cmp-variant = 变体
cmp-reached = 到达
cmp-timeToGoal = 到达目标用时
cmp-collisions = 碰撞
cmp-contactTime = 接触时间（各智能体相加）
cmp-agentContacts = 智能体接触
cmp-minClearance = 最小间隙
cmp-pathRatio = 路径比
cmp-returns = 折返
cmp-laps = 圈数
cmp-terrainHits = 触地次数
cmp-step = 步
cmp-steps-done = { $steps }（完成）
cmp-row =
    .title = 点击：在面板中列出此变体的事件
cmp-pane =
    .aria-label = 变体 { $k }：{ $label }
cmp-png = PNG
    .title = 将“{ $label }”保存为 PNG 图片（2 倍像素）
cmp-hash-at = { $hash }（第 { $step } 步）
cmp-variants = 变体
cmp-variants-value = { $n }（度量见窗格下方的表格）
cmp-script-stopped = 在“{ $pane }”中，它的脚本让它停下：{ $message }
cmp-script-said = 在“{ $pane }”中，本步：{ $said }
cmp-runs-script = “{ $agent }”在 { $panes } 中运行 scripts.{ $name }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = 地形画笔：抬高、降低或整平、半径、强度、墙高
ter-brush =
    .aria-label = 画笔
ter-raise = 抬高
    .title = 抬高圆盘下的地面
ter-lower = 降低
    .title = 降低圆盘下的地面
ter-flatten = 整平
    .title = 整平圆盘下的地面
ter-radius = 半径
    .title = 圆盘半径，世界单位
ter-strength = 强度
    .title = 每次点按时圆盘中心的变化量，世界单位（越靠边缘越少）
ter-level = 全部整平
    .title = 所有地面整平（一步撤销）
ter-walls = 墙
ter-tall = 最高
ter-wall-tall =
    .title = 墙高到任何东西都够不到（2D 世界的墙）
ter-wall-height =
    .title = 被阻挡格子高出地面的高度，世界单位
ter-circle-height = 高度 (u)
    .title = 高出地面的高度。只有触角 (feelers) 能感知它（会越过比自己低的东西）；其他行为把所有障碍都当作 2D 障碍。
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = 前瞻：每个邻格按 P 步之内能离目标多近来打分。0 即贪心；文章发现 3 对大的障碍群太短，选了 7。
doc-nproxy-stepTieBreak = 当最低的两个代理值平局时，按 P 步（到目标的步数）给平局的邻格排序。没有它，智能体会在离目标约 P 步处停住并来回踱步。
doc-nproxy-stopOnReturn = 当下一格正是刚离开的那格时停下（振荡），而不是在需要超过 P 步才能绕过的障碍周围永远来回踱步。
doc-nproxy-metric = 从格子中心到目标中心的距离。
doc-whiskers-rayLength = L：两条侧面射线的长度。越长越早看到障碍，但也会避开本可通过的空隙。
doc-whiskers-maxSteer = 紧急度 T = 1 时的侧向加速度；随 T 线性变化。
doc-whiskers-maxBrake = T = 1 时的刹车；随 T² 变化，远处轻、近处重。
doc-feelers-angle = 中央触角与每根侧触角之间的夹角。
doc-feelers-lengthPerSpeed = 触角长度 = 速度 × 此值：越快的智能体感知得越远。
doc-feelers-minLength = 静止时最短的触角。
doc-feelers-maxLength = 高速时最长的触角。
doc-feelers-smoothing = 影响值跟随其目标值的快慢：数值低时，控制权缓慢交还给驾驶者。
doc-feelers-lateralAccel = 每单位横向指令（左影响 − 右影响）对应的侧向加速度。
doc-feelers-slope = 坡度补偿：上坡时触角末端抬高，下坡时降低。关闭时触角保持水平：会撞上智能体本可走上的小山，并越过下坡脚下的矮墙。
doc-feelers-feelerHeight = 触角起点高出智能体脚下地面的高度：抬高后地形不会触发它们。
doc-feelers-slopeGain = 倍数：目标偏移 = 符号 × (1 − size) × 此值，size = |法线 · 向下|（平地为 1，越陡越小）。
doc-feelers-maxOffset = 偏移的上限，使触角在陡坡上不会笔直朝上或朝下。
doc-feelers-offsetSmoothing = 实际偏移跟随其目标值的快慢：在不平的地面上抑制突变。
doc-feelers-centreSide = 只有中央触角碰到时，算作碰在障碍物所在的那一侧，由被碰表面的法线判断（正中时算左侧，于是向右转）。关闭时：按文章的规则，单独的中央触角不设定任何影响，智能体径直撞进去。
doc-raycast-rays = 一条中心射线、从身体两侧发出的两条平行射线，或一条中心射线加两根触须（扇形）。
doc-raycast-sightRange = 射线长度：越长，路径越早从墙边转开。
doc-raycast-avoidDistance = 它随后要前往的点离墙多远（沿墙的法线方向）。
doc-raycast-whiskerAngle = 扇形两根触须与中心射线的夹角。
doc-raycast-patrol = 在起点和目标之间来回往返，而不是停在目标处。
doc-context-rays = N：从朝向起均匀分布的射线（槽位）。越多越能看到窄缝；越少越省但越粗糙。
doc-context-lookAhead = 危险射线长度：前方多远的障碍算作危险。
doc-context-steerForce = 每 0.02 s 从当前速度向期望速度移动的比例（一个速率：任何 dt 下都相同）。低则平滑，高则抖动。
doc-context-danger = mask：危险槽位失去全部兴趣。distance：改为减去 1 - 命中距离/lookAhead 的分数。
doc-context-avoidance = 某个槽位的危险会给相反方向的槽位增加兴趣：被推开，而不只是被挡住。
doc-context-seeAgents = 其他智能体的身体也算危险（赛车就是这样互相躲避的）。
doc-context-speedSpread = 重置时，最大速度乘以 1 - spread × U(0, 1)，由场景的种子抽取。
doc-context-targetFalloff = 0：兴趣朝向目标（或沿其路径）。> 0：朝向世界中的各个目标点，每个按 1 / (1 + 距离 / 此值) 加权。
doc-orca-neighborDist = 中心距离小于此值的其他智能体是邻居（取其中最近的 maxNeighbors 个）。
doc-orca-maxNeighbors = 最近的邻居中有多少个获得一个半平面。0 表示忽略其他智能体。
doc-orca-timeHorizon = 在这段时间内保证速度不与其他智能体碰撞。越长反应越早越谨慎；越短留给移动的余地越大。
doc-orca-timeHorizonObst = 对墙和圆同样如此。保持较短：障碍物从不让路。
doc-orca-preferredSpeed = 朝目标想要的速度（最后一个单位内放慢）；实际所得仍受 maxSpeed 限制。
doc-orca-perturb = 每一步把首选速度朝一个带种子的随机方向移动至多这么多，就像 RVO2 的示例用来打破完美对称那样：正面相对的两个智能体于是会选一边。0：字面规则。
doc-orca-passRight = 一种通过侧的约定，为 0 时关闭：当有其他智能体挡路（首选速度在智能体的某个半平面之外）时，首选速度按其长度的这一比例转向智能体的右侧（0.25：14 度），并且在另一智能体的锥形两侧之间的精确平局归右侧，于是正面相遇或处于对称圆环中的智能体都从右侧通过。
doc-avoidance-lookahead = 另一个智能体的最近接近在多远的前方算作威胁：以最大速度走完这么多个自身半径所需的时间（因此更大、更快的智能体按自身尺度看得一样远）。
doc-avoidance-spacing = 加到两个半径之和上，按其比例计：直线预测会被拐回来的 seek 打破。
doc-avoidance-blend = 按紧迫度（1 - 时间 / 视野，即 lookahead 的视野）在逃离与行为自身的转向之间加权，而不是让最紧迫的威胁直接取代它（文章的规则，可能让智能体陷入逃离 / seek 的循环）。
doc-avoidance-passRight = 接近正面相遇时，向自己的右侧逃离：否则两个正面相遇的智能体会笔直后退，然后再次相遇。
doc-avoidance-patience = 被其他智能体挡住且没有更接近目标的秒数，超过后放弃等待，向旁边让开一秒。0：永远等待。
doc-avoidance-alongObstacles = 绝不逃进障碍物：若逃离方向会在距身体半个单位内碰到障碍，就去掉朝向障碍的分量，让智能体沿着它逃离。文章的逃离只看智能体；在障碍间的密集人群中，人群会把智能体推进障碍。
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = 只感知自己的目标：墙、圆和其他智能体对它都不可见
senses-greedy = 只感知被阻挡的格子（它的四个邻格）：圆和其他智能体对它都不可见
senses-nproxy = 只感知被阻挡的格子（P 步以内）：圆和其他智能体对它都不可见
senses-whiskers = 用两条侧面射线感知墙和圆；打开避让智能体时也感知其他智能体
senses-feelers = 用三根触角感知墙、圆和坡度；打开避让智能体时也感知其他智能体
senses-raycast = 用射线感知墙和圆；打开避让智能体时也感知其他智能体
senses-context = 用 N 条射线感知墙和圆（作为危险）；打开避让智能体时也感知其他智能体
senses-orca = 感知 neighborDist 以内的墙、圆和智能体（作为半平面）
senses-script = 感知其脚本所请求的：world.castRay（墙和圆）、world.neighbors（智能体）、world.blocked（格子）
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = 变体 { $n }
ced-variant-plain = 变体
ced-as-is = 保持原样
ced-needs = { $kind ->
        [nproxy] 此预设需要一个 nproxy 智能体：{ $why }。
        [grid] 此预设需要一个网格智能体：{ $why }。
       *[continuous] 此预设需要一个连续智能体：{ $why }。
    }
ced-not-selected = { $kind ->
        [nproxy] 选中的智能体不是 nproxy 智能体
        [grid] 选中的智能体不是网格智能体
       *[continuous] 选中的智能体不是连续智能体
    }
ced-none = { $kind ->
        [nproxy] 场景中没有 nproxy 智能体
        [grid] 场景中没有网格智能体
       *[continuous] 场景中没有连续智能体
    }
ced-pstep-off = P-step 关
ced-pstep-on = P-step 开
ced-no-route = 无路线
ced-route = { $planner } 路线
ced-no-avoidance = 不避让智能体
ced-label =
    .aria-label = 变体的标签
ced-agents =
    .aria-label = 变体改变的智能体
ced-all-agents = 所有智能体
ced-some-agents = { $n } 个智能体（{ $list }）
ced-behavior =
    .aria-label = 变体中的行为
ced-own-behavior = 它自己的行为
ced-planner =
    .aria-label = 变体中的路线规划器
ced-own-route = 它自己的路线
ced-setting =
    .aria-label = 要修改的设置（按名称）
    .placeholder = 设置
ced-value =
    .aria-label = 该设置的值
    .placeholder = 值
ced-remove =
    .aria-label = 移除此变体
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = 运行动画
anim-intro = 本次运行的一段步数，按画布当前的显示方式（视图、选择和叠加层）重放并绘制。页面停留在原来的步。
anim-from = 起始步
anim-to = 结束步
anim-every = 每隔
    .title = 每第 k 步成为一帧
anim-fps = 每秒帧数
anim-width = 宽度
anim-format = 格式
anim-webm = WebM（视频）
anim-cancel = 取消
    .title = 停止制作动画；不会保存任何内容
anim-make = 制作动画
anim-close =
    .aria-label = 关闭动画导出
anim-whole = { $field }：必须是 [{ $lo }, { $hi }] 中的整数，得到的是 { $got }
anim-nothing = 空
anim-order = { $to }：必须至少为 { $from }（{ $first }），得到的是 { $last }
anim-too-many = { $every }：{ $frames } 帧超过了 { $max } 的上限；改为每 { $k } 步取一帧，或减少步数
anim-size-gif = 约 { $size }（根据前两帧的编码估算）
anim-size-webm = 最多约 { $size }（浏览器编码器 { $mbits } Mbit/s）；录制需要 { $seconds } s
anim-estimate = { $frames } 帧，{ $width } × { $height } px，{ $seconds } s，{ $fps } fps：{ $size }。
anim-failed = 无法制作动画：{ $error }
anim-cancelled = 已取消：没有保存任何内容。
anim-saved = 已保存 { $file }（{ $size }，{ $frames } 帧）。
anim-progress = 第 { $done } / { $total } 帧 · { $size }
toast-animation-compare = 动画是场景运行的动画：请先点“编辑场景”，再点 动画…。
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = 脚本输出的内容，按步
con-summary = 控制台：print()、console.log() 和停止，直到屏幕上的这一步
con-agent = 智能体 { $i }
con-at = 第 { $step } 步
con-stopped = 已停止：{ $why }
con-empty = 到这一步为止没有输出。steer() 中的 print(value) 会写到这里。
con-earlier = { $n ->
       *[other] 之前的 { $n } 行未显示。
    }
con-full = 运行日志只保留前 { $max } 行：从第 { $step } 步起的行没有保留。
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = 游戏地图
game-maps-open = 打开 .map / .scen…
    .title = 打开 Moving AI 地图及其场景文件（或拖放到页面上）
game-maps-hint = Moving AI 基准地图（.map）及其问题（.scen）：打开或拖放到这里，或选一个“游戏地图”示例。
map-could-not-open = 无法打开 { $name }
map-too-large = 文件：{ $size } 字节，超过 { $max } 字节的上限
map-set-up-failed = 无法设置该问题
map-agent = 智能体
map-agent-menu =
    .title = 为某一行设置、并由“全部运行”使用的网格智能体
map-p-menu =
    .title = n-proxy 前瞻 P（步）
map-info = { $name } · { $width } × { $height } · { $blocked } 个阻塞格
map-cells = 空闲：{ $free } · 阻塞：{ $blockedChars }。S（沼泽）算作地面，因为 sidestep 没有移动代价；W（水）为阻塞。本地图：{ $swamp } 个 S，{ $water } 个 W。
map-bundled = 内置：链接只写它的名字（“{ $name }”）。
map-carried = 指向它的链接携带其格子。
map-scen = { $name } · { $count } 个问题。点击一个来设置它。
map-no-scen = 打开它的 .scen 以列出问题。
map-list-bundled = 列出 { $name } 的问题
map-on-bundled = 此场景位于内置地图 { $name } 上。
map-bucket = 分组
map-bucket-menu =
    .title = 显示 .scen 的一个分组（Moving AI 按最优长度分组）
map-bucket-all = 全部 { $n }
map-outcome-menu =
    .title = 显示以某种方式结束的问题（“全部运行”之后）
map-outcome-every = 所有结果
map-outcome-not-reached = 未到达
map-outcome-unreachable = 无路径
map-list =
    .aria-label = .scen 的问题：点击一个，在场景中设置它
map-count = { $n ->
       *[other] { $n } 个问题
    }
map-count-of = { $total } 个问题中的 { $n } 个
map-cells-title = 从 ({ $sx }, { $sy }) 到 ({ $gx }, { $gy })
map-optimal-title = 文件给出的最优八向（octile）长度：{ $optimal }
map-reached-title = 用 { $steps } 步到达（四邻接最优 { $optimal4 }）：比值 { $ratio }
map-ended-title = { $steps } 步后{ $outcome }
map-short-stuck = 卡住
map-short-oscillation = 振荡
map-short-maxSteps = 超限
map-problem = 问题 #{ $row } · 第 { $line } 行 · 分组 { $bucket }
map-no-path = 无路径：目标无法到达
map-optimum = 最优 { $optimal }（八向；文件 { $file }）· 四邻接 { $steps } 步 · 上限 { $limit }
map-saved = 全部运行（{ $agent }）：{ $outcome }，{ $steps } 步
map-saved-ratio = ，比值 { $ratio }
map-not-row = 场景已不再是这个问题（换了场景、编辑了地图，或移动了起点或目标）。
map-in-scene = 场景中的 { $agent }：{ $steps } 步 · { $stop }
map-ratio = { " " }· 比值 { $ratio }
map-run-all = 全部运行 { $count }
    .title = 在后台 worker 中用 { $agent } 运行 .scen 的每个问题
map-cancel = 取消
    .title = 停止运行（丢弃其结果）
map-run-failed = “全部运行”失败：{ $error }
map-cancelled = 在 { $total } 个问题中完成 { $done } 个后取消；未保留任何结果。
map-run-done = { $agent }：{ $n } 个问题用时 { $seconds } s，worker 中每秒 { $rate } 个问题（本次运行测得）。点击一个分组来列出它。
map-col-bucket = 组
    .title = .scen 的分组（Moving AI 按最优长度分组）
map-col-problems = n
    .title = 问题数
map-col-reached = 到达
    .title = 到达目标
map-col-stuck = 卡住
    .title = 因所有邻格都被阻塞而停下
map-col-oscillation = 振荡
    .title = 因振荡而停下（返回即停：下一格正是刚离开的那格）
map-col-maxSteps = 超限
    .title = 步数用完（四邻接最优的 4 倍，至少 64）
map-col-meanRatio = 平均
    .title = 已到达问题的平均路径比：步数 / 四邻接最优
map-col-worstRatio = 最差
    .title = 已到达问题中最差的路径比
map-all = 全部
map-unreachable = { $n } 个不可达（未运行）
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = 所有变体画在同一个世界里，各用自己的颜色
cmp-overlay-legend =
    .aria-label = 变体及其颜色
cmp-overlay-png =
    .title = 将此叠加图保存为 PNG 图片（2× 像素）
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = 脚本运行时间过长
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, 智能体 { $agent })
lsd-text = 第 { $step } 步：脚本已运行 { $seconds } s{ $where } 仍未结束。页面已停止它们，并停在第 { $at } 步：运行没有任何改变。“继续等待”会重新计算这一步（再次询问前最多给四倍的时间）；“停止”让运行停在这里。
lsd-keep = 继续等待
lsd-stop = 停止
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = 在你的游戏中使用
gcd-close = 关闭
gcd-language =
    .aria-label = 语言
gcd-js-tab = JavaScript (npm)
gcd-js-label = 用于 npm 包的 JavaScript
gcd-js-copy = 复制 JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = 用于 CMake 包的 C++
gcd-cpp-copy = 复制 C++
gcd-what-agent = 智能体 { $index }“{ $name }”（{ $behavior }），带着它现在的全部设置，位于第 0 步的场景中，写成 sidestep 各个包的代码。原样运行时，它会算到第 { $step } 步，并打印页面在那一步显示的哈希。
gcd-what-scene = 没有选中智能体：第 0 步的场景，写成 sidestep 各个包的代码（选中一个智能体可带上它的设置）。原样运行时，它会算到第 { $step } 步，并打印页面在那一步显示的哈希。
gcd-note-edits = { $count ->
       *[other] 本次运行中途做了 { $n } 处编辑，各个包不会重放它们：代码从第 0 步开始，不含这些编辑（要得到同样的运行，先把它们并入场景）。
    }
gcd-note-file = 场景有 { $n } 个字符：代码从 scene.json 读取它（“导出”会保存它）。
gcd-guide = 指南：in-your-game.md
gcd-copy-refused = 浏览器不允许复制：代码已选中，请按 Ctrl+C。
gcd-copied = 已复制：{ $lines } 行 { $language }。
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = 脚本
sed-tabs =
    .aria-label = 场景的脚本
sed-apply = 应用
    .title = 用这段代码从第 0 步运行场景（Ctrl+Enter）；在页面上按 Ctrl+Z 可恢复旧代码和旧运行
sed-contract = 约定
    .title = steer(agent, world) 接收和返回什么（docs/scripts.md 的摘要）
sed-close = ✕
    .title = 关闭（Esc）：文本保持原样
    .aria-label = 关闭脚本编辑器
sed-new = + 新建
    .title = 从模板新建一个脚本（只有 seek）
sed-rename = 重命名
    .title = 重命名此脚本（应用时其智能体随之更新）
sed-delete = 删除
    .title = 删除此脚本（有智能体运行它时会被拒绝）
sed-revert = 还原
    .title = 恢复正在运行的代码（你的文本可以找回一次）
sed-keys = Ctrl+Enter 应用 · Esc 关闭
sed-script =
    .aria-label = 脚本 { $name }
sed-no-script =
    .aria-label = 没有脚本
sed-tab-changed =
    .title = 已修改：还不是正在运行的代码（应用）
sed-tab-runs =
    .title = 与运行中的一致
sed-no-scripts = 还没有脚本：+ 新建
sed-runs = 按所示运行
sed-changed = 已修改：与正在运行的不同（应用）
sed-syntax = { " " }· 第 { $line } 行有语法错误
sed-not-applied-at = 未应用：scripts.{ $name }：第 { $line } 行，第 { $column } 列：{ $message }
sed-not-applied = 未应用：
sed-applied = 已应用：运行用这段代码从第 0 步重新开始。在页面上按 Ctrl+Z 可恢复旧代码和旧运行。
sed-new-said = 新脚本“{ $name }”（只有 seek）：“应用”会把它加入场景；行为为“script”的智能体运行它。
sed-name-taken = scripts.{ $name }：已有同名脚本
sed-renamed = 已重命名：“应用”后以“{ $name }”运行（其智能体随之更新）。
sed-not-deleted = { $others ->
        [0] scripts.{ $name }：未删除：“{ $agent }”在运行它。请先给它换一个行为（或删除它）。
       *[other] scripts.{ $name }：未删除：“{ $agent }”和另外 { $others } 个智能体在运行它。请先给它们换一个行为（或删除它们）。
    }
sed-deleted = 已在此删除“{ $name }”：“应用”会把它从场景中移除（“还原”可找回）。
sed-reverted = 已还原为正在运行的代码。{ " " }
sed-bring-back = 找回我的文本
sed-new-name =
    .aria-label = 新名称
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = 声音已开：所选智能体的射线化为音调（越近越高越响，分左右），碰撞时一声轻响，到达时一个和弦
sound-off = 声音已关
sel-move = 点击移动
    .title = 在世界中的下一次点击把它放到那里（Esc 取消）；用键盘：在世界上按 Enter，然后用方向键
sel-move-armed = 在世界中点击它要去的位置（Esc 取消）。
sel-radius-smaller = 半径 −
    .aria-label = 半径 − { $step } u
sel-radius-bigger = 半径 +
    .aria-label = 半径 + { $step } u
## h-panels3a: lessons
les-badge = 课程
les-back = ◂ 上一步
    .title = 上一个检查点
les-next = 下一步 ▸
    .title = 下一个检查点
les-end = 结束
les-close = ✕
    .title = 关闭课程（场景保留）
    .aria-label = 关闭课程
les-live-hint = 带框的数字是一个设置：左右拖动它
les-live-keys = （或聚焦后使用方向键）
les-live-follow = ，看场景和其他数字随之变化。
les-stale = 说明描述的是{ $step }；此后世界已继续运行。
les-step-link = 第 { $step } 步
les-away = 另一个场景已打开：这段说明与它无关。{ " " }
les-reopen = 回到检查点 { $n }
les-opened-as = { $title }，检查点 { $n }
les-starter-replaced = 练习从其初始脚本开始：你的代码（scripts.{ $script }）已被替换。Ctrl+Z 可恢复。
les-exercise-failed = 无法显示练习
les-menu-heading = 课程
les-menu-intro = 每节课跟随一篇文章走过它的场景：阅读、单步、改一个设置、检查。
les-menu-make = 制作课程…
    .title = 把页面的状态变成带说明的检查点，并以链接分享课程
les-menu-close = ✕
    .title = 关闭（Esc）
    .aria-label = 关闭
les-menu-loading = 正在加载…
les-menu-failed = 无法加载课程：{ $error }
les-menu-start = 开始
les-menu-continue = 从 { $n } 继续
les-menu-again = 从头开始
les-menu-for = { $words }：{ $title }
les-try = 试一试：
les-check = 检查
    .title = 像播放一样，从第 0 步运行当前的场景，看它是否完成任务的要求
les-running = 正在运行…
les-pass = 通过。
les-not-yet = 还没有。
les-check-failed = 检查无法运行：{ $errors }
les-verdict-stale = 此次检查后场景已改变：请再检查一次。
les-hint = 提示：{ $hint }
les-hint-changes = 改变{ $what }即可做到：试试相差很大的值，然后播放看看结果。
les-hint-any = 一次只改一处，然后播放看看结果。
les-agent = 智能体 { $n }
les-changed-setting = { $setting }（{ $who }）
les-changed-behaviour = 行为
les-changed-behaviour-of = { $who } 的行为
les-changed-goal = 目标
les-changed-goal-of = { $who } 的目标
les-changed-start = 起点
les-changed-start-of = { $who } 的起点
les-fill-failed = [核心无法填写：{ $errors }]
les-live-setting = { $agent } 的 { $setting }
    .title = { $agent } 的 { $setting }：左右拖动或使用方向键来修改；场景会重放
les-live-down = 减小 { $agent } 的 { $setting }
    .title = 将 { $setting } 减小一档
les-live-up = 增大 { $agent } 的 { $setting }
    .title = 将 { $setting } 增大一档
les-err-invalid = 课程未通过验证
les-err-none = 没有这个课程
les-err-not-id = lesson：“{ $id }”不是课程 id
les-err-missing = lesson：没有课程“{ $id }”
les-err-link-empty = 课程链接：为空
les-err-link-long = 课程链接：{ $n } 个字符超过了 { $limit } 的上限
les-err-link-utf8 = 课程链接：不是 UTF-8 文本
les-open-lesson-failed = 无法打开课程“{ $id }”
les-source-lesson = 课程“{ $id }”
les-source-link = 课程链接
les-link-shape = link：不是 #lesson=ID 或 #L=...，后接 &at=N 和 &code=...
les-link-at = at：必须是检查点的编号，1 或更大，收到的是“{ $got }”
les-code-not-exercise = code：本课程的检查点 { $n } 不是练习
les-code-failed = 无法把链接中的脚本放入练习
les-maker-heading = 制作课程
les-maker-badge = 正在制作课程
les-maker-title =
    .aria-label = 课程标题
les-maker-add = 添加当前状态
    .title = 把场景的当前状态作为检查点：它的步数、选择、叠加层和视角
les-maker-play = 播放
    .title = 从第一个检查点播放课程
les-maker-share = 分享链接
    .title = 复制一个打开此课程的链接
les-maker-save = 保存文件
    .title = 把课程下载为 .json 文件（docs/lessons.md）
les-maker-close = ✕
    .title = 关闭（草稿保存在此浏览器中）
les-maker-help = 说明中可以写核心在检查点的步数时填入的数字：{ $names }…（NAME：智能体的名字或编号）。
les-maker-draft-title = 我的课程
les-maker-cp-title = { $scene }，第 { $step } 步
les-maker-scene = 场景
les-maker-cp-caption = 第 { $step } 步（{ $time } s）：
les-maker-added = 已在第 { $step } 步添加检查点 { $n }。
les-maker-first = 请先添加检查点：布置好场景，然后点“添加当前状态”。
les-maker-first-short = 请先添加检查点。
les-maker-yours = 你的课程
les-maker-errors = 课程有错误：分享或保存前请先修正
les-maker-copied = 已复制课程链接：{ $chars } 个字符，{ $n } 个检查点。
les-copy-this = 复制此链接
les-maker-undo = 撤销
les-maker-back = 检查点 { $n } 已恢复。
les-maker-removed = 已删除检查点 { $n }（“{ $title }”）。{ " " }
les-maker-full = 此浏览器无法保存草稿（存储已满）：离开前请分享或保存。
les-maker-none = 还没有检查点：布置好场景（步数、选择智能体、叠加层），然后点“添加当前状态”。
les-maker-row-title =
    .aria-label = 检查点 { $n } 的标题
les-maker-row-caption =
    .aria-label = 检查点 { $n } 的说明
les-maker-preview = 预览（按此检查点场景的第 { $step } 步填写）：{ $text }
les-maker-up = 上移检查点 { $n }
les-maker-down = 下移检查点 { $n }
les-maker-remove = 删除检查点 { $n }
les-task-add = 添加任务和提示
les-task-summary = 任务：{ $goal }
les-task-field = 检查点 { $n } 的任务：{ $field }
les-task-goal = 目标
les-task-agent = 智能体
les-task-measure = 度量
les-task-value = 值
les-task-within = 运行步数
les-task-text = 要做什么
    .placeholder = 读者要做的事，一句话
les-task-hint = 提示
    .placeholder = 两次检查未通过后显示
les-goal-none = 无任务
les-goal-arrive = 智能体到达
les-goal-arriveClean = 智能体无碰撞到达
les-goal-below = 度量结束时低于某值
les-goal-above = 度量结束时高于某值
les-task-do-arrive = 改变场景，让 { $agent } 到达目标。
les-task-do-arriveClean = 改变场景，让 { $agent } 无碰撞地到达目标。
les-task-do-below = 改变场景，让 { $measure } 结束时低于 { $value }。
les-task-do-above = 改变场景，让 { $measure } 结束时高于 { $value }。
les-ex-label = 练习
les-ex-edit = 编辑我的脚本
    .title = 在编辑器中打开脚本（E）；应用后它在对比窗格中运行
les-ex-check = 检查我的解答
    .title = 用你的脚本、内置行为和 seek 运行质量测试集的场景并对比
les-ex-share = 分享我的解答
    .title = 复制一个带有你脚本的本练习链接
les-ex-stop = 停止
les-ex-table =
    .aria-label = 你的脚本与内置行为和纯 seek 的对比，按场景类型
les-ex-scope = “检查我的解答”会在质量测试集的{ $families }上运行你已应用的脚本，与内置的 { $reference } 和 seek（无避让）并列。
les-ex-family-fields = 圆形障碍场
les-ex-family-blocks = 阻塞格
les-ex-family-wall = 横在路上的墙
les-ex-family-trap = U 形陷阱
les-ex-family-corridor = 走廊
les-ex-family-doorway = 门口
les-ex-family-crossing = 交叉的智能体
les-ex-family-oncoming = 迎面的智能体
les-ex-family-overtaking = 超越
les-ex-family-fan-in = 汇聚的智能体
les-ex-family-ring = 智能体环
les-ex-family-streams = 四股人流
les-ex-col-arrived = 到达
les-ex-col-collisions = 碰撞 / 智能体
les-ex-col-depth = 最深重叠
les-ex-col-contacts = 接触 / 智能体
les-ex-col-score = 得分
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }，{ $stops } 个被脚本停止
les-ex-yours = 你的
les-ex-builtin = 内置 { $reference }
les-ex-hint-any = 打开“约定”查看 world.castRay 返回什么；用 print() 输出你算出的值（控制台按步显示），并把你的射线与内置窗格对比。
les-ex-than = { $than ->
        [fewer] 少于
        [more] 多于
       *[same] 等于
    } { $whose ->
        [seek] seek
       *[builtin] 内置 { $reference }
    } 的 { $value }
les-ex-compared = 每个智能体 { $yours } 次碰撞，{ $seek }，{ $builtin }
les-ex-stopped = 你的脚本停止了 { $agents } 个智能体中的 { $stops } 个，所以它这一行还不是结果（停止的智能体不会与任何东西碰撞）。第一个{ $first }。修正后再检查。
les-ex-not-arrived = { $agents } 个智能体中有 { $reached } 个到达（内置：{ $ref }）；你的：{ $compared }。
les-ex-no-better = 所有智能体都到达了，但你的避让并不比 seek 好：{ $compared }；每个智能体接触 { $contact } s，seek 为 { $seekContact } s。
les-ex-passed = 所有智能体都到达了；你的：{ $compared }，每个智能体接触 { $contact } s，seek 为 { $seekContact } s。
les-ex-stopped-changed = 已停止：你的代码变了。请再检查一次。
les-ex-outdated = 此次检查后你的代码已改变（表格对应之前的代码）：请再检查一次。
les-ex-stopped-short = 已停止。
les-ex-loading = 正在加载…
les-ex-runs = { $done } / { $total } 次运行
les-ex-worker-failed = 检查的 worker 出错
les-ex-failed = 检查未能运行：{ $errors }
les-ex-done = 每个 { $runs } 个场景，{ $seconds } s。
les-ex-copied = 已复制链接：它会打开带有你脚本的本练习。
les-ex-code-base64 = code：不是脚本（内容不是 base64url）
les-ex-code-utf8 = code：不是 UTF-8 文本
## h-panels3a: scripts
sed-agent = 智能体 { $n }
sed-agent-added = 第 { $step } 步添加的智能体
scr-contract = 约定
    .aria-label = 脚本约定
scr-intro = function steer(agent, world) 每步为运行该脚本的每个智能体调用一次（按智能体顺序），并返回 { "{" } x, y { "}" }：它想要的加速度，单位 u/s²。核心把它截到 agent.maxAccel，再施加速度上限，与所有行为相同。
scr-agent-xy = 位置，世界单位
scr-agent-v = 速度，u/s
scr-agent-body = 身体与上限（u、u/s、u/s²）
scr-agent-goal = 它的目标，世界单位
scr-agent-dt = 时间步长（s）与正在决定的步（第一步为 0）
scr-agent-params = 它的自由参数，{ "{" } name: number { "}" }（最多 8 个）
scr-agent-memory = 在调用之间保留的对象：纯数据，JSON 最多 4 KiB，属于关键帧（回退是精确的）；第一次调用时为 { "{" }{ "}" }
scr-world-castRay = null，或 { "{" } distance, x, y, nx, ny, kind { "}" }（kind 为 "cell" 或 "circle"）：内置行为感知所用的投射。每步的前 3 条射线会被绘制并列在面板中。
scr-world-neighbors = 中心在 radius 以内的其他智能体：[{ "{" } x, y, vx, vy, radius { "}" }]，顺序固定
scr-world-blocked = 格子 (cx, cy) 是否被阻挡（网格外：true）
scr-world-random = [0, 1) 中的一个数，由场景、步、智能体和抽取次数确定种子（Math.random 就是它）
scr-world-show = 面板中的一个具名数字（每步最多 8 个）
scr-world-note = 面板和控制台中的一句话（每步最多 4 句，200 个字符）
scr-stops = 什么会停止它的智能体（停止原因 script，附行号）
scr-stop-throw = 抛出异常，或返回的不是由有限数字组成的 { "{" } x, y { "}" }
scr-stop-runaway = 失控：一次调用中超过 sim.scriptBudget 次中断检查（QuickJS 每 10,000 个 tick 检查一次，约为简单循环的 5,000 圈：每台机器上计数相同；没有时钟会停止脚本）
scr-stop-memory = 内存：所有脚本共 16 MiB；agent.memory 的 JSON 为 4 KiB
scr-stop-sandbox = 没有 DOM、网络、定时器、Date、模块或宿主对象：fetch、require、process 都未定义。把状态放在 agent.memory 中（顶层变量不属于关键帧）。
scr-whole = 完整约定：源代码中的 docs/scripts.md。
scr-unclosed = 缺少括号：第 { $line } 行第 { $column } 列的 { $ch } 没有闭合。在该部分结束处加上它的 { $pair }。
scr-unopened = 第 { $line } 行第 { $column } 列的 { $ch } 没有闭合任何东西：它前面缺少一个 { $pair }，或者它是多余的。
scr-mismatch = 缺少括号：第 { $line } 行第 { $column } 列的 { $ch } 没有闭合（第 { $closeLine } 行的 { $close } 先出现）。在该部分结束处加上它的 { $pair }。
scr-near = 第 { $line } 行：“{ $token }”不能出现在这里。它前面少了或多了一个词、运算符或逗号。
scr-unreadable = 第 { $line } 行不是引擎能读懂的 JavaScript（{ $what }）。
scr-loop = 第 { $line } 行的循环
scr-loops = 第 { $lines } 行的某个循环
scr-millions = { $n } 百万
scr-thousands = { $n } 千
scr-at-line = 第 { $line } 行
scr-at-script = 该脚本
scr-budget = 用完了预算（{ $checks } 次中断检查，约 { $operations } 次操作）
scr-slow = 用时超过 { $ms } ms
scr-runaway = 这次调用{ $ran }：是不是有永不结束的循环？看看{ $where }：检查它的条件是否在循环内改变。
scr-runaway-from = 这次调用{ $ran }：是不是有永不结束的循环？看看从第 { $line } 行起的循环：检查它们的条件是否在循环内改变。
scr-null-why = 射线什么都没碰到时 world.castRay 返回 null：先检查它（if (hit) { "{" } … { "}" }）。
scr-undefined-why = 拼写不同的名字，或智能体没有的字段（“约定”中列出了字段），就是 undefined。
scr-no-field = { $at }：“{ $owner }”在此处是 { $none }，所以没有“{ $prop }”。{ $why }
scr-no-field-value = { $at }：某个值在此处是 { $none }，所以没有“{ $prop }”。{ $why }
scr-not-defined = { $at }：这里没有叫“{ $name }”的东西。检查拼写，或在使用前声明它（let、const）。
scr-not-function = { $at }调用了不是函数的东西：检查名字（世界的调用有 world.castRay、world.neighbors、world.blocked、world.random、world.show、world.note）。
scr-bad-return = { $at }：steer 必须以 return { "{" } x, y { "}" } 结束，两个有限数字（一个加速度）。它返回了 { $got }。
scr-at = { $at }：{ $what }
scr-runtime-failed = 脚本运行环境出错：{ $what }
scr-no-script = { $name }：此场景没有这个名字的脚本。
scr-no-answer = 脚本没有给出回答。

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = 避让点
kn-all-masked = 全部屏蔽
kn-chosen = 选中
kn-command = 指令
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = 速度空间（ORCA），±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = 首选速度可行
cv-orca-nearest = 最近的可行速度
cv-orca-fallback = 后备：违反最小
cv-orca-squeezed = 受挤压：违反最小
cv-orca-fallback-short = 后备
cv-orca-squeezed-short = 受挤压
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = 每个格子的 P-proxy（P = { $p }）
cv-heat-near = { $n }（近）
cv-heat-far = { $n }（远）
# The context map inset's title (draw/context.js)
cv-context-title = 上下文图 · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = 侧视图 · { $name } · 朝向 →
cv-slope-on = { $kind }：dot = { $dot } → 偏移 { $offset } u
cv-slope-off = { $kind }：dot = { $dot } → 坡度补偿关闭，{ $target } u 未应用
cv-slope-on-short = { $kind }：dot { $dot } → 偏移 { $offset } u
cv-slope-off-short = { $kind }：dot { $dot } → 补偿关闭（{ $target } u）
cv-slope-off-shortest = { $kind }：dot { $dot } → 关（{ $target } u）
cv-slope-level = 平地
cv-slope-incline = 上坡
cv-slope-decline = 下坡
cv-slope-across = 横坡
cv-hit-wall = 墙
cv-hit-circle = 圆形
cv-hit-ground = 地面
cv-obstacle-high = { $kind } 高 { $height } u
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = 越过障碍物
cv-feeler-over-short = 越过
cv-feeler-clear = 无
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = sidestep 启动失败：{ $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = 无法打开{ $source }
ld-script-engine = scripts：脚本引擎没有加载（{ $error }）
ld-too-large = 文件：{ $size } 字节超过了 { $limit } 字节的上限（{ $mib } MiB）
ld-not-a-scene = { $name }：既不是场景文件（JSON，以 { "{" } 开头），也不是 SteerSuite 测试用例（XML），也不是分享链接。
ld-movingai-hint = { " " }Moving AI 的地图或 scen 用“打开 .map / .scen…”打开（或把它拖到世界上）。
ld-link-too-long = 链接：这个场景的链接会有 { $length } 个字符，超过浏览器能打开的长度（这里是 { $max }；Firefox 拒绝超过 { $firefox } 的地址）。请改为导出成文件（“编辑”中的“导出”）。
ld-name-my-scene = “我的场景”中的“{ $name }”
ld-name-example = 示例“{ $title }”
ld-name-autosave = 自动保存的场景
ld-name-welcome = 欢迎示例
ld-name-link = 链接
ld-name-dropped-link = 拖入的链接
ld-name-scenario = 场景
map-open-problem = { $scen } 的第 { $row } 个问题
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = 链接：核心的限制 { $name } 尚未加载（请先加载模块）
ld-link-length = 链接：不是 base64url：{ $size } 个字符不能构成整数个字节
ld-link-character = 链接：不是 base64url：第 { $at } 个字符不是 A-Z、a-z、0-9、- 或 _
ld-link-inflates = 链接：解压后超过 { $limit } 字节（上限）；已拒绝
ld-link-not-deflate = 链接：不是 deflate 数据（被截断或已损坏）
ld-link-empty = 链接：为空（应为 #s= 后接场景）
ld-link-too-many = 链接：{ $length } 个字符超过了上限 { $limit }
ld-link-not-utf8 = 链接：场景不是 UTF-8 文本
# My scenes' storage errors (sim/library.js)
ld-storage-failed = 存储请求失败
ld-no-indexeddb = 此浏览器不保存场景（没有 IndexedDB）
ld-no-entry = 我的场景：没有条目 { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path }：必须是 { $list } 之一，得到 { $got }
ld-edit-point = { $path }：必须是 [x, y]
ld-edit-unknown-param = { $path }：{ $owner } 没有这个参数
ld-edit-unknown-setting = { $path }：未知设置（现有 { $list }）
ld-not-a-number = { $name }：必须是数字（字段为空或包含其他内容）
ld-step-n = step：n 必须是 >= 0 的整数，得到 { $got }
ld-seek-step = seek：step 必须是 >= 0 的整数，得到 { $got }
ld-events-kind = events：kind 必须是 { $list } 之一，得到 { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = “全部运行”的 worker 失败了
anim-recorder-empty = 浏览器的录制器为 { $frames } 帧只给出 { $bytes } 字节（没有视频）：请重试，或改做 GIF
legend-no-agents = 没有智能体
keys-compare-copies = 各窗格是场景的副本：“编辑场景”（标题下）会退出对比模式以便修改。
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = 已计算 { $steps } 步；{ $keyframes } 个关键帧（每 { $interval } 步一个），{ $budget } MB 中用了 { $used } MB，另有上一次后退经过的状态 { $recent } MB（最多 24 MB）；{ $edits }
tl-edits = 运行中做了 { $n } 次编辑


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }：没有智能体 { $index }（共有 { $count } 个）
invalid-no-circle = { $path }：没有圆形 { $index }（共有 { $count } 个）
invalid-no-path = { $path }：没有路径 { $index }（共有 { $count } 条）
invalid-no-script = { $path }：没有名为“{ $name }”的脚本
invalid-resize-outside = { $path }：{ $width } x { $height } 会使 agents[{ $agent }].{ $field }（{ $x }, { $y }）落在世界之外；请先移动或删除该智能体
invalid-cell-outside = { $path }：（{ $x }, { $y }）在 { $width } x { $height } 的网格之外
invalid-agent-cell = { $path }：必须是格子 0..{ $maxX } x 0..{ $maxY }，实际是（{ $x }, { $y }）
invalid-agent-inside = { $path }：必须在世界 [0, { $width }] x [0, { $height }] 之内，实际是（{ $x }, { $y }）
invalid-finite = { $path }：必须是有限的数
invalid-point-count = { $path }：必须有 { $min } 到 { $max } 个点，实际有 { $got } 个
invalid-points-far = { $path }：各点必须是有限的数，且离原点不超过 { $max }
invalid-integer-limits = { $path }：必须是 { $lo } 到 { $hi } 之间的整数
invalid-max-agents = { $path }：最多 { $max } 个智能体
invalid-max-circles = { $path }：最多 { $max } 个圆形
invalid-max-paths = { $path }：最多 { $max } 条路径
invalid-max-scripts = { $path }：最多 { $max } 个脚本
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = 第 { $line } 行：文件有 { $bytes } 字节，超过上限 { $max }
invalid-movingai-stopped = 出现 { $n } 个错误后停止
invalid-map-empty = 第 { $line } 行：空文件（.map 以 'type octile' 开头）
invalid-map-ends-before-map = 第 { $line } 行：文件在 'map' 行之前就结束了
invalid-map-ends-before-map-missing = 第 { $line } 行：文件在 'map' 行之前就结束了（缺少 { $missing }）
invalid-map-second-line = 第 { $line } 行：第二个 '{ $key }' 行
invalid-map-type = 第 { $line } 行：type 必须是 'octile'，实际是 { $got }
invalid-map-side = 第 { $line } 行：{ $key } 必须是 1 到 { $max } 之间的整数，实际是 { $got }
invalid-map-before = 第 { $line } 行：'map' 出现在 '{ $header }' 行之前
invalid-map-expected-type = 第 { $line } 行：应为 'type octile'，实际是 { $got }
invalid-map-expected-header = 第 { $line } 行：应为头部行（type octile、height H、width W、map），实际是 { $got }
invalid-map-ends-after = 第 { $line } 行：文件在 { $rows } 行格子后结束，height 为 { $height }
invalid-map-row-width = 第 { $line } 行：这一行有 { $chars } 个字符，width 为 { $width }
invalid-map-character = 第 { $line } 行：第 { $column } 列有未知字符 { $char }（可通行：{ $free }；阻挡：{ $blocked }）
invalid-map-more-rows = 第 { $line } 行：行数多于 height（{ $height }）
invalid-scen-empty = 第 { $line } 行：空文件（.scen 以 'version 1' 开头）
invalid-scen-version = 第 { $line } 行：应为 'version 1'，实际是 { $got }
invalid-scen-too-many = 第 { $line } 行：问题超过 { $max } 个（上限）
invalid-scen-fields = 第 { $line } 行：应有 9 个字段（分组、地图、地图宽、地图高、起点 x、起点 y、目标 x、目标 y、最优长度），实际有 { $got } 个
invalid-scen-fields-more = 第 { $line } 行：应有 9 个字段（分组、地图、地图宽、地图高、起点 x、起点 y、目标 x、目标 y、最优长度），实际更多
invalid-scen-integer = 第 { $line } 行：{ $column } 必须是 { $lo } 到 { $hi } 之间的整数，实际是 { $got }
invalid-scen-integer-in = 第 { $line } 行：{ $column } 必须是 { $lo } 到 { $hi } 之间的整数（{ $side } { $size }），实际是 { $got }
invalid-scen-col-bucket = 分组
invalid-scen-col-map-width = 地图宽
invalid-scen-col-map-height = 地图高
invalid-scen-col-start-x = 起点 x
invalid-scen-col-start-y = 起点 y
invalid-scen-col-goal-x = 目标 x
invalid-scen-col-goal-y = 目标 y
invalid-scen-map-name = 第 { $line } 行：地图名超过 { $max } 个字符
invalid-scen-optimal = 第 { $line } 行：最优长度必须是 0 到 { $max } 之间的数，实际是 { $got }
invalid-scen-other-map = 第 { $line } 行：该问题属于地图 { $name }，而不是 { $map }
invalid-scen-size = 第 { $line } 行：问题说地图是 { $w } x { $h }，但地图是 { $width } x { $height }
invalid-scen-blocked-start = 第 { $line } 行：起点（{ $x }, { $y }）是阻挡格
invalid-scen-blocked-goal = 第 { $line } 行：目标（{ $x }, { $y }）是阻挡格

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path }：{ $bytes } 字节，超过了 { $max } 字节的上限
invalid-json = { $path }：不是有效的 JSON：{ $error }
invalid-json-object = { $path }：必须是 JSON 对象（{ $format }），实际是 { $got }
invalid-version-required = { $path }：必须填写，且必须是 { $version }
invalid-version = { $path }：必须是 { $version }（此版本读取 v{ $version } 格式），实际是 { $got }
invalid-object-keys = { $path }：必须是对象 { $keys }，实际是 { $got }
invalid-object-keys-or-null = { $path }：必须是对象 { $keys } 或 null，实际是 { $got }
invalid-shape = { $path }：必须是 { $shape }，实际是 { $got }
invalid-required-shape = { $path }：必须填写：{ $shape }
invalid-array-of = { $path }：必须是{ $what }的数组，实际是 { $got }
invalid-array-names = { $path }：必须是名称的数组
invalid-at-most = { $path }：{ $what }最多 { $max } 个，实际是 { $got } 个
invalid-at-most-with-regions = { $path }：{ $what }连同区域的 { $regions } 个最多 { $max } 个，实际是 { $got } 个
invalid-at-least = { $path }：{ $what }至少要有 { $min } 个
invalid-count-between = { $path }：{ $what }必须有 { $min } 到 { $max } 个，实际是 { $got } 个
invalid-noun-agents = 智能体
invalid-noun-circles = 圆
invalid-noun-edits = 编辑
invalid-noun-paths = 路径
invalid-noun-points = 点
invalid-noun-xy-points = [x, y] 点
invalid-noun-regions = 区域
invalid-noun-rows = 行
invalid-noun-scripts = 脚本
invalid-noun-variants = 变体
invalid-either = { $path }：必须是 "{ $a }" 或 "{ $b }"，实际是 { $got }
invalid-either3 = { $path }：必须是 "{ $a }"、"{ $b }" 或 "{ $c }"，实际是 { $got }
invalid-number-min = { $path }：必须是 >= { $min } 的数，实际是 { $got }
invalid-finite-number = { $path }：必须是有限的数，实际是 { $got }
invalid-axes = { $path }：每个轴都必须是 { $range } 内的数，实际是 { $got }
invalid-axes-range = { $path }：每个轴都必须在 { $range } 内
invalid-setting-value = { $path }：必须是数、true 或 false，或某个选项的名称，实际是 { $got }
invalid-behavior-name = { $path }：必须是某个行为的名称，实际是 { $got }
invalid-unknown-key-for = { $path }：{ $kind } 没有这个键
invalid-within-origin = { $path }：与原点的距离不能超过 { $max }
invalid-inside-world = { $path }：必须在世界 [0, { $width }] x [0, { $height }] 之内，实际是 { $got }
invalid-grid-cell = { $path }：必须是格子 [x, y]，整数 0..{ $maxX } 和 0..{ $maxY }，实际是 { $got }
invalid-cell-integers = { $path }：必须是 [x, y]，整数 0..{ $max }
invalid-cells-integers = { $path }：cells[{ $index }] 必须是 [x, y]，整数 0..{ $max }
invalid-grid-setting = { $path }：网格智能体每步移动一格，没有 { $key }；请删除它
invalid-no-paths = { $path }：world.paths 中没有路径
invalid-script-only = { $path }：只有脚本智能体指定脚本；请删除它，或设置 "behavior": "script"
invalid-script-required = { $path }：脚本智能体必须填写（场景中某个脚本的名称）
invalid-script-missing = { $path }：没有名为“{ $name }”的脚本（场景中有：{ $names }）
invalid-script-missing-none = { $path }：没有名为“{ $name }”的脚本（场景中没有脚本）
invalid-script-not-in-scene = { $path }：场景的脚本中没有名为“{ $name }”的脚本
invalid-script-name = { $path }：脚本名必须以字母或 _ 开头，后面最多 31 个字母、数字或 _
invalid-param-name = { $path }：参数名必须以字母或 _ 开头，后面最多 31 个字母、数字或 _
invalid-script-params = { $path }：脚本智能体最多有 { $max } 个参数，实际有 { $got } 个
invalid-object-of-numbers = { $path }：必须是按名称排列的数的对象，实际是 { $got }
invalid-object-of-settings = { $path }：必须是按名称排列的设置的对象，实际是 { $got }
invalid-pace = { $path }：必须是 0（尽可能快）或 { $range } 内的每秒步数，实际是 { $got }
invalid-selected-none = { $path }：必须是 null：没有智能体
invalid-repeats = { $path }：重复了“{ $name }”
invalid-world-object = { $path }：必须是含有 "grid"（以及可选的 "circles"）的对象
invalid-size-and = { $path }：给出的是空白网格的大小：请删除它，或删除 { $other }
invalid-size = { $path }：必须是以格为单位的 [宽, 高]，实际是 { $got }
invalid-grid-required = { $path }：必须填写：行的数组，例如 "..@@.."（或 world.map，内置地图的名称：{ $maps }）
invalid-grid-rows = { $path }：必须是非空的行字符串数组，实际是 { $got }
invalid-first-row = { $path }：必须是 1..{ $max } 格的字符串，实际有 { $n } 个字符
invalid-first-row-got = { $path }：必须是 1..{ $max } 格的字符串，实际是 { $got }
invalid-row-width = { $path }：必须像第 0 行一样有 { $width } 格，实际有 { $got } 格
invalid-cell-character = { $path }：未知的格子字符 { $char }（空地：. 或 G；阻挡：@、O 或 T）
invalid-map-and-grid = { $path }：请给出内置地图的名称或 world.grid，不能两者都给
invalid-unknown-map = { $path }：未知的地图“{ $name }”；内置地图有 { $maps }
invalid-terrain-rows = { $path }：必须是 { $rows } 行的数组（网格高度 + 1），实际有 { $n } 行
invalid-terrain-rows-got = { $path }：必须是 { $rows } 行的数组（网格高度 + 1），实际是 { $got }
invalid-terrain-columns = { $path }：必须是 { $columns } 个数的数组（网格宽度 + 1），实际有 { $n } 个
invalid-terrain-columns-got = { $path }：必须是 { $columns } 个数的数组（网格宽度 + 1），实际是 { $got }
invalid-whole-grid-edits = { $path }：一段历史中 resizeGrid、clearGrid 和 clearTerrain 编辑最多 { $max } 个
invalid-step-order = { $path }：不能小于前一项的步数（{ $before }），实际是 { $got }
invalid-step-max = { $path }：最多为 sim.maxSteps（{ $max }），实际是 { $got }
invalid-history-clear = { $path }：clear 会开始一个新场景，不能成为运行历史的一部分
invalid-label-required = { $path }：必须填写（显示在其窗格上方的几个字）
invalid-agent-twice = { $path }：把一个智能体列了两次
invalid-variant-agents = { $path }：必须是 "all" 或非空的智能体序号数组，实际是 { $got }
invalid-variant-script = { $path }：只有带 "behavior": "script" 的变体才指定脚本
invalid-variant-script-required = { $path }：有 "behavior": "script" 时必须填写（场景中某个脚本的名称）
invalid-area = { $path }：必须是 [x0, y0, x1, y1] 四个数，实际是 { $got }
invalid-area-size = { $path }：必须满足 x0 < x1 且 y0 < y1，宽和高至少一个身体（2 x radius = { $body }），实际是 { $got }
invalid-goal-required = { $path }：必须填写：{ $area }、"opposite" 或 "same-area"
invalid-goal-rule = { $path }：必须是 { $area }、"opposite"（起点关于世界中心的镜像）或 "same-area"，实际是 { $got }
invalid-count-required = { $path }：必须填写：智能体的数量，1..{ $max }
invalid-region-grid = { $path }：区域放置的是连续智能体；{ $behavior } 是网格行为（请把它的智能体写在 "agents" 中）
invalid-regions-total = { $path }：合计 { $total } 个智能体，超过了 { $max } 的上限
invalid-region-goal = { $path }：尝试 { $tries } 次后，没有为智能体 { $agent } 找到空闲的目标（被阻挡的格子或圆覆盖）
invalid-region-placed = { $path }：放置了 { $count } 个中的 { $placed } 个（为下一个尝试 { $tries } 次后，起始区域已没有可容纳半径 { $radius } 的身体的空位）：请扩大区域或减少数量
invalid-rule = { $path }：{ $rule }
invalid-rule-remove = { $path }：{ $rule }；请删除它
invalid-rule-grid-avoid = 网格智能体不避让其他智能体
invalid-rule-orca-avoid = orca 智能体用自己的半平面避让其他智能体
invalid-rule-context-path = 只有 context 智能体沿路径走
invalid-rule-grid-drive = 只有连续智能体可以被驾驶
invalid-rule-grid-route = 网格智能体逐格移动；只有连续智能体沿路线走
invalid-rule-script-route = 脚本智能体自己转向，不沿路线走
invalid-rule-script-avoid = 脚本智能体自己转向（world.neighbors 能看到其他智能体）
invalid-rule-script-only = 只有脚本智能体指定脚本
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path }：最多 { $max } 个字符
invalid-max-characters-got = { $path }：最多 { $max } 个字符，实际是 { $got } 个
invalid-max-params = { $path }：最多 { $max } 个参数
invalid-max-bytes = { $path }：最多 { $max } 字节
invalid-not-a-name = { $path }：“{ $name }”不是名称
invalid-named-twice = { $path }：名称重复
invalid-no-setting = { $path }：没有名为“{ $name }”的设置
invalid-axes-number = { $path }：每个轴都必须是 { $range } 内的数
invalid-not-driven = { $path }：智能体 { $index } 未被驾驶（请先 setDrive）
invalid-grid-body = { $path }：网格智能体（{ $behavior }）每步移动一格；只有连续智能体才有可设置的身体
invalid-kind-continuous = { $path }：{ $behavior } 是连续行为，而智能体 { $index } 是网格智能体；请改为添加新的智能体
invalid-kind-grid = { $path }：{ $behavior } 是网格行为，而智能体 { $index } 是连续智能体；请改为添加新的智能体
invalid-script-needs-name = { $path }：脚本智能体需要其脚本的名称（setAgentScript）
invalid-or = { $path }：必须是 { $a } 或 { $b }
invalid-or3 = { $path }：必须是 { $a }、{ $b } 或 { $c }
invalid-or3-got = { $path }：必须是 { $a }、{ $b } 或 { $c }，实际是 "{ $got }"
invalid-terrain-count = { $path }：必须有 (宽 + 1) x (高 + 1) = { $count } 个值，实际有 { $got } 个
invalid-finite-within = { $path }：必须是有限值，且与原点的距离不超过 { $max }
invalid-unknown-kind = { $path }：未知的类型
invalid-path-index = { $path }：必须是 -1 或 context 智能体的路径序号
invalid-only-params = { $path }：{ $behavior } 只有 { $n } 个参数
invalid-not-a-name-pattern = { $path }：“{ $name }”不是名称（{ $pattern }）
invalid-script-grid-agent = { $path }：script 是连续行为，而智能体 { $index } 是网格智能体
invalid-history-full = { $path }：一次运行中最多 { $max } 个编辑；请回到第 0 步再编辑场景
invalid-no-edit = { $path }：没有这个编辑（运行历史中有 { $count } 个）
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = 已到目标，正在让路
why-head-at-goal = 已到目标
why-head-returning = 正在返回目标
why-note-giving-way = 已到目标，正在让路：它已到达（第一次进入目标 0.05 u 内时计数），并继续运行智能体避让（atGoal：giveWay），所以当另一个智能体的接近会撞到它时，它按通常的规则逃离；之后回到目标
why-note-at-goal = 已到目标：它已到达并在那里停歇，但仍在观察其他智能体：若某个智能体的接近会撞到它，它就逃离（atGoal：giveWay；若为 stop，无论来者是谁它都停着不动）
why-note-returning = 正在返回目标：它刚给另一个智能体让了路，现在没有威胁，它的行为把它带回来；一进入目标 0.05 u 内就停歇
doc-avoidance-atGoal = 到达之后做什么（两种情况下都以第一次进入目标 0.05 u 内计为到达）。giveWay：继续运行智能体避让，逃离接近时会撞到它的其他智能体，然后回到目标并在那里停歇。stop：永久停下，就像文章中的智能体；进入密集目标群的后到者会被它弹开。

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }：必须是 true 或 false
invalid-choice-index = { $path }：必须是 0 到 { $max } 之间的选项序号
invalid-no-setting-of = { $path }：{ $owner } 没有名为“{ $name }”的设置（它有 { $known }）
invalid-no-setting-of-none = { $path }：{ $owner } 没有名为“{ $name }”的设置
invalid-setting-boolean = { $path }：{ $name } 必须是 true 或 false
invalid-setting-one-of = { $path }：{ $name } 必须是 { $list } 之一
invalid-setting-number = { $path }：{ $name } 必须是数

## h-words8：课程任务的判定（core/src/lesson/task.cpp，checkTask）：各分句按原样相接，各带自己的标点。$name 是智能体的名字，
## $reason 是停止原因的标识符，$measure 是度量的名字（run.collisions），$who、$behavior、$numbers 是文件中写的名字；均按原样显示。
task-no-agent-named = 场景中没有名为 { $name } 的智能体可供检查。
task-no-agent = 场景中没有智能体 { $index } 可供检查。
task-reached = { $name } 在第 { $step } 步（{ $seconds } s）到达了目标
task-reached-with = ，途中与障碍物碰撞 { $collisions } 次、与智能体接触 { $contacts } 次
task-reached-unclean = ，但不够干净：途中与障碍物碰撞 { $collisions } 次、与智能体接触 { $contacts } 次
task-still = { $name } 没有到达目标：{ $steps } 步之后仍距目标 { $gap } u
task-stopped = { $name } 没有到达目标：它在第 { $step } 步（{ $seconds } s）停下（{ $reason }），距目标 { $gap } u
task-after-hits = ，此前与障碍物碰撞 { $collisions } 次、与智能体接触 { $contacts } 次
task-others = ；此时 { $agents } 个智能体中已有 { $reached } 个到达
task-end = 。
task-measure-error = 度量{ " " }
task-measure-run = { $name }：运行的值有 collisions、contacts、arrivals
task-measure-form = { $name }：度量应为 step、time、run.VALUE 或 AGENT.VALUE
task-measure-no-agent = { $name }：没有名为或编号为“{ $who }”的智能体
task-measure-numbers = { $name }：{ $who } 是 { $behavior } 智能体，它的数值有 { $numbers }
task-measure = 第 { $step } 步（{ $seconds } s）时 { $measure } 为 { $value }
task-run-ended = ，运行在此结束
task-below = ：低于 { $bound }。
task-not-below = ：未低于 { $bound }。
task-above = ：高于 { $bound }。
task-not-above = ：未高于 { $bound }。

## h-words8：智能体编辑器的起点和目标输入框（朗读时的名字，也用于拒绝提示）
ed-start-x = 起点 x
ed-start-y = 起点 y
ed-goal-x = 目标 x
ed-goal-y = 目标 y

## h-words8：旧文件的 horizon 或 margin（智能体避让）换算成的设置超出范围
invalid-horizon-lookahead = { $path }：按此智能体的大小和速度，相当于 lookahead 为 { $value } 个半径；lookahead 必须是 { $lo } 到 { $hi } 之间的数，实际是 { $got }
invalid-margin-spacing = { $path }：按此智能体的大小和速度，相当于 spacing 为 { $value } × 半径；spacing 必须是 { $lo } 到 { $hi } 之间的数，实际是 { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = 有 '{ "}" }' 却没有对应的 '{ "{" }'（花括号本身请写作 { "}}" }）
invalid-caption-unclosed = 有 '{ "{" }' 却没有对应的 '{ "}" }'（花括号本身请写作 { "{{" }）
invalid-caption-decimals = { $path }：':' 之后应为小数位数（0 到 6 的一位数字）或 drag
invalid-caption-run = { $path }：运行的值有 collisions、contacts、arrivals
invalid-caption-form = { $path }：请使用 { "{step}" }、{ "{time}" }、{ "{run.VALUE}" }、{ "{AGENT.VALUE}" } 或 { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path }：没有名为或编号为“{ $who }”的智能体
invalid-caption-values = { $path }：{ $who } 是 { $behavior } 智能体，它的值有 { $values }
invalid-caption-no-setting = { $path }：{ $who }（{ $behavior }）没有设置 { $name }（它的数值设置：{ $names }）
invalid-caption-no-setting-none = { $path }：{ $who }（{ $behavior }）没有设置 { $name }（它的数值设置：无）
invalid-caption-not-number = { $path }：{ $name } 不是数值设置，因此不能拖动
invalid-lesson-too-large = { $path }：{ $bytes } 字节，超过了课程可容纳的 { $max } 字节
invalid-lesson-json-object = { $path }：必须是 JSON 对象
invalid-lesson-must-be = { $path }：必须是 { $value }
invalid-lesson-id = { $path }：必须是 1 到 { $max } 个字符，只能用 a-z、0-9 和 -
invalid-lesson-checkpoints = { $path }：必须是包含 1 到 { $max } 个检查点的数组
invalid-lesson-exercise-last = { $path }：练习必须是课程的最后一个检查点
invalid-lesson-object = { $path }：必须是对象 { $keys }
invalid-lesson-scene-first = { $path }：第一个检查点必须有此项
invalid-lesson-no-example = { $path }：没有名为 { $got } 的示例
invalid-lesson-scene = { $path }：必须是示例的文件名或场景对象
invalid-lesson-edits = { $path }：必须是编辑的数组
invalid-lesson-agent = { $path }：必须是场景中某个智能体的名称（{ $names }）或其索引，实际是 { $got }
invalid-lesson-agent-none = { $path }：必须是场景中某个智能体的名称（场景中没有智能体）或其索引，实际是 { $got }
invalid-lesson-goal = { $path }：必须是 "arrive"、"arriveClean"、"below" 或 "above"，实际是 { $got }
invalid-lesson-measure = { $path }：below 或 above 任务要指明一个数值，写法同说明中的占位符但不带花括号（run.collisions、runner.path）
invalid-lesson-measure-only = { $path }：只有 below 或 above 任务才有此项
invalid-lesson-measure-agent = { $path }：below 或 above 任务在其度量中指明智能体（runner.collisions）
invalid-lesson-bound = { $path }：必须是数字：度量结束时必须{ $goal ->
        [below] 低于
       *[above] 高于
    }的界限
invalid-lesson-no-script = { $path }：场景中没有名为“{ $name }”的脚本（它的脚本：{ $names }）
invalid-lesson-no-script-none = { $path }：场景中没有名为“{ $name }”的脚本（它的脚本：无）
invalid-lesson-script-unused = { $path }：场景中没有智能体运行脚本“{ $name }”
invalid-lesson-script-panes = { $path }：场景的对比组必须在一个窗格中运行脚本“{ $name }”，在另一个窗格中运行内置的 { $behavior }
invalid-lesson-reference = { $path }：必须是质量测试集的一个变体（{ $list }），实际是 "{ $got }"
invalid-lesson-families = { $path }：必须是包含质量测试集 1 到 { $max } 个类别的数组（{ $list }）
invalid-lesson-task-or-exercise = { $path }：一个检查点只能有任务或练习，不能两者都有
invalid-lesson-task-object = { $path }：必须是对象
invalid-lesson-task-goal = { $path }：必须是 arrive、arriveClean、below 或 above
invalid-lesson-task-measure = { $path }：below 或 above 任务要指明其度量
