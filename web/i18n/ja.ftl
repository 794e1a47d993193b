# sidestep 日本語：en.ftl と同じ id（用語集と規則は docs/languages.md）。

page-title = sidestep · 障害物回避の実験場
page-description =
    .content = 壁を描き、障害物とエージェントを置いて、障害物回避アルゴリズムがどう判断するかを一歩ずつ見てみましょう。
skip-links =
    .aria-label = スキップリンク
skip-world = ワールドへ移動
skip-words = 言葉で見るワールドへ移動
skip-panel = パネルへ移動
lessons-open = レッスン
    .title = ガイド付きレッスン：記事ごとに一つ、一歩ずつ、試せる課題つき
tools-bar =
    .aria-label = 編集ツール
undo-group =
    .aria-label = 元に戻す・やり直し
undo =
    .title = 元に戻す (Ctrl+Z)
    .aria-label = 元に戻す
redo =
    .title = やり直し (Ctrl+Shift+Z)
    .aria-label = やり直し
run-group =
    .aria-label = 実行の操作
run-reset =
    .title = 今の状態のシーンを最初からやり直し、各エージェントをスタート位置に戻します (R)。Home はこの実行のステップ 0 に戻ります。
    .aria-label = リセット
run-reset-label = リセット
run-step =
    .title = 1 ステップ進む (→)
    .aria-label = ステップ
run-step-label = ステップ
run-play =
    .title = 再生 / 一時停止 (Space)
    .aria-label = 再生
run-play-label = 再生
run-pace =
    .title = 再生中の 1 秒あたりのステップ数（速度表示が実時間との比を示します）
run-pace-label = 速さ
run-pace-select =
    .aria-label = 再生中の 1 秒あたりのステップ数
run-share =
    .title = このシーンをこのステップで、今のオーバーレイのまま開き直すリンクをコピーします
    .aria-label = リンクを共有
run-share-label = リンクを共有
run-present =
    .title = 発表モード：大きな文字で、キャンバスと選んだエージェントが動く理由を並べて表示します。プロジェクター向け (P)
run-present-label = 発表
open-full = sidestep で開く ↗
language =
    .title = ページの言語（このブラウザーに保存されます。共有したリンクは読む人の言語で開きます）
language-select =
    .aria-label = 言語
world =
    .aria-label = ワールド：グリッド、障害物、エージェント
errors-close =
    .aria-label = 閉じる
errors-unchanged = 何も変更されていません。現在のシーンは元のままです。
zoom-group =
    .aria-label = ズーム
zoom-out =
    .title = 縮小（− またはホイール）
    .aria-label = 縮小
zoom-in =
    .title = 拡大（+ またはホイール）
    .aria-label = 拡大
zoom-fit = 全体
    .title = ワールド全体を表示 (F)
paint-bar =
    .aria-label = 描画：モード、ブラシの大きさ、パターン
paint-modes =
    .aria-label = 描画モード
paint-brush = ブラシ
paint-brush-select =
    .aria-label = ブラシの大きさ（セル数）
paint-maze = 迷路
    .title = 壁をシードから作った迷路に置き換えます（シードはシーンとそのリンクに保存されます）。もう一度押すと別の迷路
paint-rooms = 部屋
    .title = 壁をシードから作った、ドアでつながる部屋に置き換えます。もう一度押すと別の部屋
legend =
    .aria-label = 振る舞いごとのエージェントの色
compare-bar =
    .aria-label = 比較
compare-shown =
    .aria-label = バリエーションの表示方法
compare-side = 並べて表示
    .title = 各バリエーションをそれぞれのペインに、ワールドが最も広く見えるように配置します
compare-overlay = 重ねて表示
    .title = すべてのバリエーションを一つのワールドに、それぞれの色と軌跡で表示します
compare-picture = 画像
    .title = ステージの表示内容（各ペイン、または重ね表示）を 2 倍ピクセルの PNG 画像一枚にします
compare-leave = シーンを編集
    .title = シーンの編集に戻ります（比較セットは残ります）
compare-table =
    .aria-label = 各バリエーションの指標（そのバリエーションが変えるエージェントについて）
compare-table-box =
    .aria-label = 指標の表（スクロールできます）
drop-hint = シナリオファイル (.json)、保存したリンク、SteerSuite のテストケース (.xml)、Moving AI の .map と .scen をドロップすると開きます
timeline =
    .aria-label = タイムライン
timeline-back =
    .title = 1 ステップ戻る（←、Shift+← で 10 ステップ）
    .aria-label = 1 ステップ戻る
timeline-scrub =
    .aria-label = 実行のステップ：ドラッグで前後に移動
charts-toggle = グラフ
    .title = 実行のグラフ：選んだエージェントの値と実行の集計の時間変化 (C)
charts =
    .aria-label = 実行のグラフ
charts-agent = エージェント
charts-agent-select =
    .aria-label = 値をグラフにするエージェント
charts-hint = ホバーでステップをプレビュー、クリックかドラッグでそこへ移動
charts-csv = CSV
    .title = すべての系列を CSV に：1 ステップ 1 行
charts-png = PNG
    .title = このグラフを PNG 画像に
charts-canvas =
    .aria-label = グラフ：実行の各ステップの値。ホバーかドラッグでタイムラインを移動
panel =
    .aria-label = パネル：言葉で見るワールド、シーン、選択、実行
sheet-title = シーン、選んだエージェント、イベント
why-dock =
    .aria-label = 選択中のもの：何をしていて、なぜか
selection-none = エージェントか円をクリックすると（選択ツール）、何をしていて、なぜそうするのかが表示されます。
describe-heading = 言葉で見るワールド
describe-agents =
    .aria-label = エージェント：Enter で選択
describe-panes =
    .aria-label = 比較のペイン
announce-say = 読み上げ
announce-say-select =
    .aria-label = 読み上げ：各ステップの後に何を伝えるか
announce-playing = 再生中
announce-playing-select =
    .aria-label = 再生中：どのくらいの頻度で読み上げるか
sound-toggle = 音
    .title = 選んだエージェントのセンサーを聞く：当たったレイごとに一つの音、近いほど高く大きく、左右に分かれます。衝突でクリック音、到着で和音 (H)
scene-heading = シーン
scene-more = もっと見る
settings-summary = シーンの設定
settings-title = タイトル
settings-title-input =
    .aria-label = シーンのタイトル
settings-description = 説明
settings-description-input =
    .aria-label = シーンの説明
settings-dt = dt (s)
settings-dt-input =
    .aria-label = 時間刻み（秒）
settings-max-steps = 最大ステップ
settings-max-steps-input =
    .aria-label = ステップ数の上限
settings-seed = シード
settings-seed-input =
    .aria-label = コアの乱数のシード
settings-at-goal =
    .title = とどまる：ゴールに着いたエージェントはそこで止まり、他が避けて通る物体になります。去る：SteerSuite がゴールでエージェントを無効にするように、ワールドから出ていきます。
settings-at-goal-label = ゴールで
settings-at-goal-select =
    .aria-label = エージェントがゴールで何をするか
settings-at-goal-stay = とどまる
settings-at-goal-leave = 去る
settings-note = 時間刻み、ステップ上限、シード、ゴールでの動作は、実行中の編集として現在のステップから変わります。変更後にリセット (R) すると、シーン全体がその設定で実行されます。グリッドの大きさは「編集」にあります。
compare-toggle = 比較
    .title = シーンの比較セットを一つの時計で並べて表示するか、シーンの編集に戻ります
compare-edit = 比較…
    .title = このシーンのバリエーションを 2〜4 個選んで並べて実行します
examples = 例
examples-open = 例を開く…
gallery-open = ギャラリー
    .title = すべての例を記事ごとに、画像と内容の一行説明つきで (G)
my-scenes-heading = マイシーン
my-scenes-name =
    .aria-label = シーンを保存する名前
    .placeholder = 名前（またはシーンのタイトル）
my-scenes-save = 保存
    .title = このシーンを今の状態のままこのブラウザーに保存します
my-scenes-list =
    .aria-label = このブラウザーに保存したシーン
selected-heading = 選択中：設定
selected-explain = 設定の説明
    .title = 各設定の下にその働きを表示します（タッチ向け。ツールチップと同じ文章）
events-heading = イベント
events-show = 表示
events-list =
    .aria-label = 実行のイベント：クリックでそのステップへ移動
events-pause-on =
    .aria-label = 次にこれらの種類のイベントが起きたら再生を一時停止
events-pause-on-label = 一時停止するイベント
overlays-heading = オーバーレイ
run-heading = 実行
edit-heading = 編集
edit-grid = グリッド
edit-grid-width =
    .aria-label = グリッドの幅（セル数）
edit-grid-height =
    .aria-label = グリッドの高さ（セル数）
edit-resize = サイズ変更
edit-clear-walls = 壁を消去
edit-clear-all = すべて消去
edit-import = 読み込み…
    .title = シナリオファイルを開きます（ページにドロップしても開けます）
edit-export = 書き出し
    .title = このシーンをシナリオファイルとして保存します
edit-one-file = 1 ファイル
    .title = このシーン（または実施中のレッスン）を、どのブラウザーでもオフラインで開ける一つの HTML ファイルとして保存します
edit-picture = 画像
    .title = キャンバスの表示内容を PNG 画像として保存します
edit-animation = アニメーション…
    .title = 実行の一定範囲のステップをアニメーション GIF（または WebM 動画）として保存します
edit-game-code = ゲームで使う…
    .title = シーンと選択中のエージェント（現在の設定のまま）を、sidestep の npm パッケージと CMake パッケージ用のコードとして
glossary-heading = 用語集
glossary-pproxy = P-proxy（P 代理値）
glossary-pproxy-text = あるセルについて、P ステップ先まで見たとき：そのセルから空きセルを通って P ステップ以内で行ける任意のセルから目標までの最小距離（ふさがったセル：<i>blocked</i>）。n-proxy のエージェントは P 代理値が最小の隣へ進みます。P = 0 はただの貪欲法 (greedy) です。
glossary-pstep = P-step（P ステップ数）
glossary-pstep-text = あるセルについて：目標までのステップ数が P 以下ならその数、そうでなければ「P より先」。P 代理値が等しい隣どうしの順位を決めるので、目標まで P ステップ以内のエージェントはまっすぐ入っていきます。
glossary-tie = 同点、固定順
glossary-tie-text = 隣のセルが最小値を共有するときは、P ステップ数で順位をつけます（その規則が有効なら）。それでも同点なら、上・下・左・右の順で最初のものを選びます。
glossary-stop = 引き返しで停止
glossary-stop-text = n-proxy の修正：次のセルが直前にいたセルになるエージェントは、行ったり来たりせずにその場で止まります。
glossary-emergency = 緊急度 T
glossary-emergency-text = ヒゲ (whiskers)：各レイについて T = 1 − d / L。d は当たった点までの距離、L はレイの長さです（0：何も見えない、1：接触）。旋回は大きい方の T に比例して、ブレーキは T² に比例して強くなります。
glossary-influence = 影響度
glossary-influence-text = 触角 (feelers)：横の触角が当たると 1（中央の触角も当たると 2）、時間でなめらかにします。横方向の指令は左の影響度 − 右の影響度で、左右が等しければ打ち消し合って 0 になります。
glossary-interest = 関心
glossary-interest-text = コンテキストステアリング (context)：N 個の方向それぞれが、エージェントの行きたい所（ゴール、または経路）へどれだけ向かっているか。0 から 1。
glossary-danger = 危険
glossary-danger-text = コンテキストステアリング：その方向のレイが見通し距離内で行く手に見るものの量。1 はそのスロットの関心を打ち消す（マスク）か、関心から差し引くスコアになります（距離による）。
glossary-collision = 衝突、接触
glossary-collision-text = エージェントの体と障害物（衝突）または他のエージェント（接触）との重なり。体が再び 0.05 u 離れるまで 1 回と数えます。エージェントには当たり判定がありません。重なりは数えるだけで、防ぎません。
keys-heading = キー
keys-all = すべてのショートカット (?)
    .title = すべてのショートカット (?)
keys-run = <kbd>Space</kbd> 再生/一時停止 · <kbd>→</kbd> ステップ · <kbd>←</kbd> 戻る（<kbd>Shift</kbd> で 10）· <kbd>Home</kbd> <kbd>End</kbd> 最初と最後のステップ · <kbd>R</kbd> リセット ·
keys-rest = ツール · <kbd>N</kbd> 次のエージェント · ワールド上：矢印キーで編集カーソルを移動、<kbd>Enter</kbd> でツールを適用 · <kbd>H</kbd> 音 · <kbd>Del</kbd> 削除 · <kbd>Esc</kbd> 選択解除 · <kbd>Ctrl</kbd>+<kbd>Z</kbd> 元に戻す · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> やり直し · ホイールかピンチでズーム · 中ボタンドラッグ、<kbd>Space</kbd>+ドラッグ、二本指で移動 · <kbd>+</kbd> <kbd>−</kbd> ズーム · <kbd>F</kbd> 全体 · <kbd>C</kbd> グラフ · <kbd>G</kbd> ギャラリー · <kbd>E</kbd> スクリプト · <kbd>P</kbd> 発表 · 運転モード：矢印キーか <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = このシーンのバリエーションを比較
compare-editor-cancel =
    .aria-label = 変更せずに閉じる
compare-editor-intro = 各バリエーションは、選んだエージェントを変えたシーンです：別の振る舞い、または一つの設定（両方も可）。一つの時計で並べて実行し、指標を表にまとめます。
compare-presets = 既製のセット
compare-presets-select =
    .aria-label = 既製のバリエーションのセット
compare-presets-pick = セットを選ぶ…
compare-presets-rays = whiskers、feelers、raycast、context（選んだエージェント、またはすべて）
compare-presets-grid = greedy と nproxy
compare-presets-pstep = n-proxy：P ステップ規則のオフとオン
compare-presets-p37 = n-proxy：P = 3 と P = 7
compare-presets-avoid = そのまま、と orca にした場合
compare-presets-routes = 経路なし、グリッド経路、任意角度の経路
compare-col-label = ラベル
compare-col-agents = エージェント
compare-col-behaviour = 振る舞い
compare-col-route = 経路
compare-col-setting = 設定
compare-col-value = 値
compare-add = + バリエーション
compare-apply = 比較
shortcuts-title = キーボードショートカット
shortcuts-close =
    .aria-label = ショートカットを閉じる
sc-space = 再生 / 一時停止（押したまま：ドラッグで移動）
sc-arrows = 1 ステップ進む / 戻る（<kbd>Shift</kbd> で 10）
sc-home = ステップ 0 / 計算済みの最後のステップ
sc-reset = リセット：今の状態のシーンをステップ 0 から
sc-tab = 次 / 前のコントロール（ワールドは 1 か所。スキップリンクが最初）
sc-next = 次 / 前のエージェントを選択（読み上げます）
sc-esc = 選択解除、キーボードで持っているものを戻す、ダイアログを閉じる
sc-cursor-keys = 矢印キー（ワールド上、編集ツールで）
sc-cursor = 編集カーソルを移動（<kbd>Shift</kbd> で 5 セル）
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd>（ワールド上、編集ツールで）
sc-apply = カーソル位置でツールを適用（矢印キーでカーソルを動かした後は Space も可。その前は Space で再生）：セルを塗る・消す、円を置く、エージェントを置く（続けてゴールへ移動してもう一度 <kbd>Enter</kbd>）、経路の点を追加。直線や長方形は 2 回目の <kbd>Enter</kbd> で確定
sc-hold-keys = <kbd>Enter</kbd>（ワールド上、選択ツールで）
sc-hold = 選んだエージェント（<kbd>Shift</kbd>+<kbd>Enter</kbd>：そのゴール）、円、経路の点を持つ。矢印キーで動かし、<kbd>Enter</kbd> で置き、<kbd>Esc</kbd> で元に戻す
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd>（円を選択中）
sc-radius = 半径を 0.25 u 大きく / 小さく（<kbd>Shift</kbd> で 1 u）
sc-sound = 選んだエージェントのセンサーを聞く（オン / オフ）
sc-delete = 選択したものを削除
sc-undo = 元に戻す / やり直し
sc-zoom = 拡大、縮小（円を選択していないとき）、ワールド全体を表示（ホイールやピンチでも可）
sc-charts = グラフ
sc-gallery = 例のギャラリー（矢印キーで移動、<kbd>Enter</kbd> で開く、<kbd>Esc</kbd> で閉じる）
sc-scripts = スクリプトエディター（選んだエージェントのスクリプト。<kbd>Ctrl</kbd>+<kbd>Enter</kbd> で適用、<kbd>Esc</kbd> で閉じる）
sc-present = 発表モード：大きな文字で、キャンバスと選んだエージェントが動く理由を並べて表示（<code>?present=1</code> でも可）
sc-drive-keys = 矢印キー、<kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = 運転モードでエージェントを運転
sc-help = この一覧
sc-note = 最後にどのコントロールを使っても、キーは効きます。ただし、テキスト欄や数値欄に入力している間は除きます。

tool-select = 選択
    .hint = エージェント、ゴール、円をドラッグします。選んだ円のハンドルをドラッグすると大きさが変わります。Delete で選択したものを削除します。
tool-wall = 壁
    .hint = ドラッグでふさがったセルを描きます（右ドラッグで消去）。自由・直線・長方形とブラシの大きさはキャンバス上のバーにあります。迷路と部屋はシードからパターンを描きます。
tool-erase = 消しゴム
    .hint = ドラッグでふさがったセルを空けます。自由・直線・長方形（領域全体）とブラシの大きさはキャンバス上のバーにあります。
tool-circle = 円
    .hint = 押してドラッグすると円形の障害物になります。既存の円をドラッグすると移動します。
tool-agent = + エージェント
    .hint = スタート位置で押してゴールまでドラッグします。このツールの横のメニューで振る舞いを選びます（グリッドの振る舞いはセルに合わせます）。
tool-path = 経路
    .hint = クリックで経路に点を追加します（新しい経路、または選択中の開いた経路）。最初の点をクリックするとループが閉じます。点をドラッグして移動、Delete で選んだ点を削除します。
tool-delete = 削除
    .hint = エージェント、円、経路の点をクリックすると削除します。
tool-terrain = 地形
    .hint = ドラッグで円盤の下の地面を上げる・下げる・平らにします（キャンバス上のバーで種類、半径、強さを選びます）。高さを感じるのは触角だけで、他の振る舞いは 2D の規則のままです。
new-behavior =
    .title = 新しいエージェントの振る舞い
new-behavior-script = { $name }（新しいスクリプト）
new-behavior-grid = { $name }（グリッド）
tool-names = ツール：{ $names }
paint-free = 自由
    .hint = ドラッグで描く
paint-line = 直線
    .hint = 端から端へドラッグ
paint-rect = 長方形
    .hint = 角から対角へドラッグ：壁は輪郭を描き、消しゴムは領域を空けます
brush-size = { $size } × { $size }
play-label = 再生
pause-label = 一時停止
present-label = 発表
present-stop-label = 発表を終了
pace-max = 最大
pace-per-second = { $pace } /秒
readout-step = ステップ { $step }
readout-time = { $seconds } 秒
timeline-step-of = ステップ { $step } / { $last }
timeline-edited = ステップ { $step } で編集
state-playing = 再生中
state-no-agents-yet = エージェントはまだいません
state-no-agents = エージェントなし
state-finished = 終了
state-paused = 一時停止中
rate = { $steps } ステップ/秒 · 実時間の { $factor }×
rate-behind = { $steps } ステップ/秒、実時間の { $factor }× で実行中（指定 { $pace } /秒）：1 ステップに { $ms } ms
step-limit-reached = 実行はステップ上限（{ $step } ステップ）で終わりました：← で戻る、R でやり直し。
step-nothing-left = ステップ { $step } でもう進めるものがありません：すべてのエージェントが止まりました。← で戻る、R でやり直し、再生でもう一度。
threads-count = { $n } スレッド
threads-why = { $count }：{ $reason }
threads-isolation = このホストは COOP/COEP を送信しません
threads-cores = この端末のコアは 1 つです
threads-failed = マルチスレッドのモジュールが起動しませんでした
scene-show-more = もっと見る
scene-show-less = 閉じる
scene-untitled = 無題のシーン
selection-hint = エージェントか円をクリックすると（選択ツール）、何をしていて、なぜそうするのかが表示されます。
sheet-title-scene = シーン、選んだエージェント、イベント
sheet-title-compare = 比較：バリエーションのイベントとシーン
sheet-title-agent = { $name } · { $behavior } · { $status } — 動く理由
compare-edit-change = 変更…
compare-edit-new = バリエーションを比較…
compare-note-active = { $n } 個のバリエーション、共通の時計
compare-note-side = 並べて、共通の時計で
compare-toggle-leave = シーンを編集
compare-toggle-count = { $n } 個のバリエーションを比較
compare-selection-note = 各ペインはシーンの独自のコピーを実行します。ペインの下の表がそれらを比較します（行をクリックするとそのバリエーションのイベントを一覧表示）。選んだエージェントはすべてのペインに描かれ、グラフ (C) はペインごとに 1 本の線で示します。
compare-hint = 比較：各ペインはシーンのバリエーションで、すべて共通の時計で動きます。再生、ステップ、スクラブ、戻るはいつもどおり。変更するには「シーンを編集」を押します。
describe-summary = { $title }{ $w } × { $h } セル、壁のセル { $walls } 個、円 { $circles } 個、エージェント { $agents } 体。ステップ { $step }（{ $time } 秒）。
describe-title = { $title }：
describe-agent = { $name }、{ $behavior }、位置 { $at }、ゴール { $goal }、{ $status }
describe-cell = セル { $xy }
describe-pair = ({ $x }, { $y })
describe-colliding = { $status }、衝突中
describe-touching = { $status }、エージェントに接触中
describe-more = ほかに { $n } 体のエージェント（N と Shift+N で選べます）
describe-none = エージェントはまだいません：+ エージェント ツール (5) で置けます。
describe-near-none = { $name } の近く：{ $reach } u 以内には何もありません。
describe-near = { $name } の近く：{ $list }。
describe-near-join = 、
describe-circle = 円 { $index }、{ $dir }へ { $d } u
describe-wall = 壁、{ $dir }へ { $d } u
describe-border = ワールドの端、{ $dir }へ { $d } u
describe-select-note = エージェントを選ぶと（名前の上で Enter、または N）、なぜ動くのかを聞けます。
describe-pane = { $label }：{ $text }
compass-east = 東
compass-south-east = 南東
compass-south = 南
compass-south-west = 南西
compass-west = 西
compass-north-west = 北西
compass-north = 北
compass-north-east = 北東
status-moving = 移動中
status-stalled = 停滞
status-reached = 到着
status-stuck = 行き詰まり
status-oscillation = 往復振動
status-maxSteps = ステップ上限
status-numeric = 数値エラー
announce-short = 短い理由とイベント
announce-full = 詳しい理由とイベント
announce-events = イベントのみ
announce-off = 読み上げない
announce-every-1 = 1 秒に 1 回
announce-every-2 = 2 秒ごと
announce-every-5 = 5 秒ごと
announce-more = ほかに { $n } 件のイベント
announce-join = 。
overlay-profile = 選んだ feelers エージェントの地形上の側面図（高さ、下向きのレイ、法線、オフセット）
overlay-goals = ゴールとゴールへの線
overlay-decisions = 選んだグリッドエージェントの横に次の一手の値
overlay-heatmap = 選んだグリッドエージェントの P 代理値ヒートマップ
overlay-rays = レイ：灰色は障害なし、黄色は検出中、赤は衝突
overlay-context = 選んだ context エージェントのコンテキストマップ（極座標グラフ）
overlay-orca = ORCA：選んだ orca エージェントの近傍と、速度空間での半平面（挿入図）
overlay-paths = 経路と目標点
overlay-forces = 適用された力：基本（緑）、旋回（紫）、ブレーキ（オレンジ）、エージェント回避（青緑）、速度制限（灰）、合計（黒）
overlay-reach = 選んだエージェントから P ステップ以内のセル
overlay-trail = 選んだエージェントの軌跡と、グリッドエージェントが引き返した場所
overlay-everyAgent = すべてのエージェントのゴール、レイ、力（群衆でも表示。遅くなります）
overlay-byBehavior = エージェントを振る舞いごとに色分け（凡例はキャンバス上）
overlay-routes = 経路：各エージェントが向かうウェイポイントまでの区間（選んだエージェントの経路全体はゴールと一緒に描かれます）
events-all = すべてのイベント
events-group-collision = 衝突
events-group-contact = エージェント同士の接触
events-group-return = 引き返し（往復）
events-group-stop = 到着と停止
events-group-lap = 周回
events-group-route = 経路の再計画
events-nothing-yet = まだありません：再生するか 1 ステップ進めてください。
events-pause-collision = 衝突
    .title = 衝突が起きたら一時停止
events-pause-contact = 接触
    .title = エージェント同士が接触したら一時停止
events-pause-return = 引き返し
    .title = 引き返し（往復）が起きたら一時停止
events-pause-stop = 到着か停止
    .title = 到着や停止が起きたら一時停止
events-pause-lap = 周回
    .title = 周回したら一時停止

# イベント一覧の行（ui/events.js）
event-none-computed = 計算済みの { $steps } ステップにはありません。
event-some = 計算済みの { $steps } ステップに { $n } 件。
event-some-shown = 計算済みの { $steps } ステップに { $n } 件。ステップ { $step } に近い { $shown } 件を表示。
event-line = ステップ { $step }：{ $name } が{ $says }
event-go = ステップ { $step } へ移動して { $name } を選択
event-agent = エージェント { $n }
event-obstacle-circle = 円 { $n }
event-obstacle-border = 外周の壁
event-obstacle-wall = 壁 { $n }
event-obstacle-removed = 障害物（削除済み）
event-collisionBegin = { $obstacle } にぶつかる
event-collisionEnd = { $obstacle } から再び離れる
event-contactBegin = { $other } に触れる
event-contactEnd = { $other } から再び離れる
event-return = 直前に離れたセルへ戻る
event-reached = ゴールに着く
event-stop = 止まる：{ $reason }
event-stop-maxSteps = ステップ上限に達した
event-lap = 1 周する（{ $laps }）
event-replanned = 経路を再計画する（{ $reason }）

# 実行のカウンター（ui/panel.js）
stats-state = 状態
stats-playing = 再生中
stats-finished = 終了
stats-paused = 一時停止
stats-step = ステップ
stats-step-value = { $step } / { $max }
stats-time = 時間
stats-time-value = { $time } s（dt { $dt } s）
stats-agents = エージェント
stats-agents-value = { $n }（移動中 { $moving }、到着 { $reached }）
stats-agents-stalled = { $n }（移動中 { $moving }、停滞 { $stalled }、到着 { $reached }）
stats-collisions = 衝突
    .title = 重なりの回数（エージェントと障害物の組ごとに 1 回、全エージェントの合計）、エージェントあたりの接触秒数（合計をエージェント数で割った値）、最も深い重なり
stats-agent-contacts = エージェント同士の接触
    .title = 2 つのエージェントの重なりの回数（各組 1 回）、エージェントあたりの他のエージェントとの接触秒数（合計をエージェント数で割った値）、2 者間で最も深い重なり
stats-contacts-value = { $n } · エージェントあたり接触 { $time } s · 最大 { $depth } u
stats-hash = ハッシュ

# グラフの系列（ui/charts.js）
chart-speed = 速度
chart-clearance = すき間
chart-emergency = 緊急度 T
chart-steer = 操舵
chart-brake = ブレーキ
chart-avoid = エージェント回避
chart-leftInfluence = 左の影響
chart-rightInfluence = 右の影響
chart-lateral = 横方向の指令
chart-hitDistance = 命中距離
chart-turn = 選択 − 希望
chart-masked = マスクされたスロット
chart-change = 選択 − 優先
chart-halfPlanes = 半平面
chart-violation = 代替案の違反量
chart-routeDistance = 経路までの距離
chart-goalDistance = ゴールまでの距離
chart-proxy = 選んだ代理値
chart-pproxy = 選んだ P-proxy
chart-pstep = 選んだ P-step
chart-collisions = 衝突
chart-contacts = エージェントとの接触
chart-arrivals = 到着
chart-returns = 引き返し
chart-run = 衝突 · 接触 · 到着
chart-agent-none = — なし（実行全体のみ）
chart-computing = 前のステップを計算中… { $done } / { $total }

# 選択のパネルと設定（ui/selected.js）
sel-slots-label = コンテキストマップのスロット
sel-path-title = パス { $n }
sel-path-points = 点
sel-path-followed = 追従するもの
sel-path-nobody = なし
sel-path-closed = 閉じたループ
sel-path-hint = パスツール：クリックで点を追加、ドラッグで移動、最初の点をクリックで閉じる。Delete で選択した点を削除。
sel-circle-title = 円 { $n }
sel-circle-centre = 中心
sel-circle-radius = 半径
sel-settings = { $behavior } の設定
sel-no-settings = { $behavior } には固有の設定がありません
sel-edit-script = スクリプトを編集
    .title = scripts.{ $name } をスクリプトエディターで開く（E）
sel-runs-script = scripts.{ $name } を実行
sel-path-none = なし：ゴール
sel-path-option = { $loop ->
        [yes] パス { $n }（{ $points } 点、ループ）
       *[no] パス { $n }（{ $points } 点）
    }
sel-follows = 追従
sel-drive = 操縦（矢印 / WASD）
    .title = このエージェントを自分で操縦します。レイが補正します。Esc で終了。
sel-drive-stop = 操縦をやめる（Esc）
sel-assist = 回避アシスト
sel-avoid = エージェントを避ける
    .title = 最接近までの時間で他のエージェントを避ける（raycast の記事）
sel-one-less = 1 減らす：{ $name }
sel-one-more = 1 増やす：{ $name }

# 選択したエージェントの経路（ui/route-facts.js）：ラベル、続いてその値。プランナー名、状態、理由はコアの識別子
sel-route = 経路
sel-route-pending = { $planner }：次の移動の前に計画する
sel-route-waypoint = { $planner }：ウェイポイント { $n } / { $count }
sel-route-none = { $planner }：見つからない（{ $status }）。ゴールへまっすぐ向かう
sel-route-length = 経路の長さ
sel-route-length-value = 計画 { $length } u、残り { $left } u
sel-route-off = 区間からのずれ
sel-route-off-value = { $distance } u
sel-route-cost = 計画のコスト
sel-route-cost-value = 格子点 { $expanded } 個を展開、線分 { $tested } 本を判定
sel-route-last = 最後の計画
sel-route-last-value = ステップ { $step }（{ $reason }）。これまでに { $replans } 回計画

# 選択したエージェント固有の欄（ui/agent-editor.js）
ed-name = 名前
    .aria-label = 名前
    .title = キャンバス、パネル、レポートに表示されます。64 文字まで。
ed-region = 領域「{ $name }」、{ $count } 体中 { $n } 体目
ed-explicit = 個別のエージェント（領域外）
ed-from = 出所
    .title = このエージェントを配置したファイルの群衆領域。ステップ 0 で変更すると、その領域（と後続の領域）を個別のエージェントとして書き出します。取り消しは 1 回。
ed-behavior = 振る舞い
    .aria-label = 振る舞い
    .title = { $kind ->
        [grid] このエージェントの振る舞いをその場で変えます（設定は新しい振る舞いの既定値になります）。グリッドのエージェントはグリッドの振る舞いだけを使えます。
       *[continuous] このエージェントの振る舞いをその場で変えます（設定は新しい振る舞いの既定値になります）。連続のエージェントは連続の振る舞いだけを使えます。
    }
ed-radius = 半径
    .title = 体の半径（ワールド単位）[0.01, 8]：衝突する範囲で、レイの起点。
ed-maxSpeed = 最高速度
    .title = 最高速度（ワールド単位毎秒）[0.01, 100]。
ed-maxAccel = 最大加速度
    .title = 毎秒の最大加速度、操舵とブレーキの合計 [0.01, 1000]。
ed-start = スタート
    .title = { $kind ->
        [grid] スタート地点（セル）。動かすとエージェントはそこから再スタートします。
       *[continuous] スタート地点（ワールド単位）。動かすとエージェントはそこから再スタートします。
    }
ed-goal = ゴール
    .title = { $kind ->
        [grid] 向かう先（セル）。
       *[continuous] 向かう先（ワールド単位）。
    }
ed-planner = 経路プランナー
    .aria-label = 経路プランナー
    .title = none：記事のとおりゴールへまっすぐ向かう。grid：A* が先に、障害物を回り込む直進と斜め移動の経路を計画する。any-angle：Lazy Theta*、角と角の間を直線で結ぶ。振る舞いは経路に沿って進み、自分の規則どおりに回避する。
ed-duplicate = 複製：
    .aria-label = 複製の振る舞い
    .title = このエージェントの複製（同じスタート、ゴール、体、設定）。振る舞いは横で選んだもの
ed-delete = 削除
    .title = このエージェントを削除（Delete）

# 理由の言葉を読み込む間（ui/reason-words.js）
reason-waiting = { $name }：説明を読み込んでいます

invalid-unknown-key = { $path }：不明なキー
invalid-required = { $path }：必須です
invalid-object = { $path }：オブジェクトでなければなりませんが、{ $got } です
invalid-array = { $path }：配列でなければなりませんが、{ $got } です
invalid-one-of = { $path }：{ $list } のいずれかでなければなりませんが、{ $got } です
invalid-number = { $path }：{ $range } の数でなければなりませんが、{ $got } です
invalid-number-between = { $path }：{ $lo } から { $hi } の数でなければなりませんが、{ $got } です
invalid-number-out-of-range = { $path }：{ $got } は範囲外です：{ $range } の数でなければなりません
invalid-integer = { $path }：{ $lo } から { $hi } の整数でなければなりませんが、{ $got } です
invalid-integer-out-of-range = { $path }：{ $got } は範囲外です：{ $lo } から { $hi } の整数でなければなりません
invalid-string = { $path }：文字列でなければなりませんが、{ $got } です
invalid-too-long = { $path }：{ $max } バイト以下でなければなりませんが、{ $bytes } バイトです
invalid-boolean = { $path }：true か false でなければなりませんが、{ $got } です
invalid-point = { $path }：[x, y] の 2 つの数でなければなりませんが、{ $got } です
invalid-point-float = { $path }：float の範囲内の [x, y] の 2 つの数でなければなりませんが、{ $got } です
invalid-unknown-param = { $path }：{ $owner } の不明なパラメーター（あるのは { $known }）
invalid-unknown-param-none = { $path }：{ $owner } の不明なパラメーター（パラメーターはありません）
invalid-unknown-behavior = { $path }：不明な振る舞い「{ $name }」；使えるもの：{ $available }
invalid-more = ……ほかに { $n } 件のエラー

## コアの言葉（core/src/explain）：選択したエージェントの数値と次の動きの理由。コアが id と引数を渡し、数値は小数の桁数つきで届きます。
fact-position = 位置
fact-goal = ゴール
fact-speed = 速度
fact-radius = 半径
fact-steps = ステップ
fact-path = 移動距離
fact-collisions = 衝突
fact-in-contact = 接触中
fact-min-clearance = 最小すき間
fact-returns = 引き返し
fact-agent-contacts = エージェントとの接触
fact-effort = 操作量
fact-avoid-agents = エージェントを避ける
fact-terrain-hits = 地面への接触
fact-path-followed = パス
fact-speed-scale = 速度倍率
fact-number = { $n }
fact-point = ({ $x }, { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n }（いま重なっている）
        [clear] { $n }（まだ離れていない）
        [many] { $n }（{ $open } 件が進行中）
        [many-overlapping] { $n }（{ $open } 件が進行中、いま重なっている）
       *[none] { $n }
    }
fact-contact-value = { $time } s、最大 { $depth } u の深さ
fact-clearance-value = 障害物まで { $d } u
fact-clearance-none = —（最初のステップの後）
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n }（最後は ({ $x }, { $y })）
    }
fact-agent-contacts-value = { $state ->
        [many] { $n }（{ $open } 件が進行中）、{ $time } s、最大 { $depth } u の深さ
        [touching] { $n }（いま接触中）、{ $time } s、最大 { $depth } u の深さ
        [clear] { $n }（まだ離れていない）、{ $time } s、最大 { $depth } u の深さ
       *[none] { $n }、{ $time } s、最大 { $depth } u の深さ
    }
fact-effort-value = 速度変化 { $e } u/s
fact-avoid-orca = 半平面による（ORCA）
fact-yes = はい
fact-no = いいえ
fact-terrain-hits-value = 触角が地面の下にあったステップ { $n }
fact-path-value = { $path }（周回 { $laps }）
fact-none = なし
why-head-move = 次の移動
why-head-step = 次のステップ
why-head-stopped = 停止
why-reached-cell = → 到着：目標のセルにいるので、もう動きません
why-reached-near = → 到着：ゴールまで { $d } u 以内なので、もう動きません
why-oscillation = → 停止（stop-on-return）：次のセルは直前に離れたセルでした
why-stuck = → 行き詰まり：4 つの隣がすべてふさがれ、行き場がありません
why-max-steps = → 到着する前に実行がステップ上限（maxSteps { $max }）に達しました
why-numeric = → 停止：動きが有限でない数を生んだため、最後の有限の状態で止めました
why-script-stop = → スクリプトが停止しました（理由はメッセージにあります）
why-dir-up = 上
why-dir-down = 下
why-dir-left = 左
why-dir-right = 右
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } ふさがり
why-grid-lowest = → 最小の代理値 →
why-grid-tie = → { $lowest } で同点（{ $tied }）
why-grid-fixed-order = → 固定の順（上、下、左、右）→
why-grid-pstep = → P-step：
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } P より先
why-grid-still-tied = 、まだ同点 → 固定の順（上、下、左、右）→
why-grid-refused = ↺ { $dir } は直前に離れたセル：stop-on-return が行ったり来たりさせずにここで止めます
why-grid-pacing = ↺ 直前に離れたセルに戻る：行ったり来たり
why-grid-circle = { $how ->
        [overlaps] グリッドのエージェントは円が見えません：({ $x }, { $y }) の円と重なっています
       *[walks] グリッドのエージェントは円が見えません：({ $x }, { $y }) の円に入ります
    }
why-orca-head-step = 次のステップ：ORCA
why-orca-head-giving-way = ゴールで道を譲っています：ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] 希望速度 ({ $x }, { $y })、{ $speed } u/s、操縦者から
        [waypoint] 希望速度 ({ $x }, { $y })、{ $speed } u/s、ウェイポイント { $k } へ
       *[goal] 希望速度 ({ $x }, { $y })、{ $speed } u/s、ゴールへ
    }
why-orca-slower = （最後の 1 単位では遅く）
why-orca-held = 、最大速度 { $max } に抑えて
why-orca-driven = → 操縦中、アシストなし：操縦者だけで、半平面はありません
why-orca-sources = { $reach } u 以内の壁と円から { $obstacles } 個の半平面、{ $near } u 以内の最も近いエージェントから { $agents } 個（最大 { $most } 個）
why-orca-left-out = ；より遠い障害物 { $n } 個は除外
why-orca-where-cutoff = 切り口
why-orca-where-left-leg = 左の脚
why-orca-where-right-leg = 右の脚
why-orca-where-overlap = 重なり
why-orca-plane = { $from ->
        [agent] #{ $k }（{ $name } から、{ $where }）
        [circle] #{ $k }（円 { $index } から、{ $where }）
        [wall] #{ $k }（壁の辺 { $index } から、{ $where }）
       *[inside] #{ $k }（中にいる壁から、{ $where }）
    }
why-orca-velocity = ({ $x }, { $y })、{ $speed } u/s
why-orca-keeps = { $held ->
        [yes] → 希望速度は（最大速度に抑えて）すべての半平面の内側にあります：そのまま保ちます、
       *[no] → 希望速度はすべての半平面の内側にあります：そのまま保ちます、
    }
why-orca-nearest = → 希望速度に最も近い許される速度は半平面{ " " }
why-orca-corner = { " " }上、次との角：
why-orca-at-max = { " " }上、最大速度で
why-orca-colon = ：
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → すべての半平面の内側にある速度はありません：壁と円は守り、エージェントの最悪の違反を最小に：
why-orca-squeezed = → 壁と円の半平面だけでも速度が残りません：全体の最悪の違反を最小に：
why-orca-violation = { $v } u/s
why-orca-on = 、対象：
why-orca-pass-right = 別のエージェントが邪魔です：希望速度をその長さの { $amount } だけ右へ回しました（passRight）
why-orca-stalled = → 立ち往生：ゴールへ向かう許される速度がありません（最良：ゴールへ { $best } u/s）
why-orca-held-by = ；止めているのは{ " " }
why-orca-and = { " " }と{ " " }
why-orca-sets = ORCA は速度を自分で決めます（最大加速度は効きません）：希望速度へ { $base } u/s²、ORCA の補正 { $avoid } u/s²
why-orca-note-fallback = すべての半平面の内側にある速度がありません（密集した群衆）：壁と円の半平面は厳守し、エージェントの半平面の最大の違反をできるだけ小さくするので、体が触れることがあります
why-orca-note-no-side = 効いている半平面が希望速度の真正面にあります：最も近い許される速度は同じ線上で遅くなるだけで、どちらの側へも曲がりません。ちょうど正面衝突か、ゴールが障害物の真後ろにあると、ORCA はそこで止まり、決して側を選びません
why-orca-note-held = 半平面がゴールへの希望速度の 5 % 未満しか残しません：その場に留められています
why-orca-note-stalled = 立ち往生：半平面が許すどの速度もゴールから離れるか横切ります（希望速度の 1 % でゴールへ向かうものがありません）。対称な渋滞か障害物の後ろのゴールです。ORCA だけではここで待ちます（対策：邪魔なエージェントには passRight、障害物には経路）
why-orca-note-giving-way = ゴールで道を譲っています：到着済み（初めてゴールから 0.05 u 以内に来たときに数えます）で、ゴールを希望速度として ORCA を続けるので、ほかのエージェントが押しのけて通れます。通り過ぎたらゴールに戻ります
why-orca-note-pass-right = 別のエージェントが邪魔なので、希望速度が右へ回ります（passRight）：みな右側を保つエージェントは、正面で止まらずにすれ違います
why-note-influences-cancel = 両側が同じだけ当たっています：影響が打ち消し合い（左 − 右 = 0）、触角にはブレーキがないので、まっすぐ進みます。記事の規則はここで失敗します
why-note-straight-back = 当たった面の法線が真後ろを向いているので、目指す点が後ろにあります：壁の前で浮いたままです。記事の規則はここで失敗します
why-note-all-masked = 危険が関心のあるすべてのスロットをマスクしています：残る方向がなく、ブレーキをかけて待ちます
why-note-mutual-wait = 両方が待っています：互いが相手の危険です（対策：回避つきの距離による危険で、押しのけます）
why-note-inside = レイが障害物の中から始まっています（中心、ヒゲならその側）：その障害物は外へ出ない方向でだけ数えます。中心が中にあるヒゲとレイキャストのエージェントは来た道を戻って出て、コンテキストのエージェントの関心は最短の出口を指します
why-note-pass-right = ほぼ正面：右側へ逃げるので、正面で出会った 2 体のエージェントはすれ違います
why-note-blended = 逃避は自分の操舵を置き換えず、緊急度（1 − 時間 / ホライズン）で操舵と重み付けされます
why-note-head-on = 真正面：真後ろへ逃げ、相手も同じなので、何度も出会います。文字どおりの規則はここで行き詰まります（対策：passRight、または忍耐で待つのをやめてよける）
why-note-flee-along = 相手のエージェントから逃げると障害物にぶつかるので、障害物に沿って逃げます（障害物に向かう分は取り除きます。角では何も残らないことがあります）
why-note-ground-hit = 触角が地面の下に入りました：前方の地面が触角の先端より速く上がっています（水平な触角、またはエージェントの下の下向きレイにまだ見えない前方の斜面）。歩ける地面を避けてしまいます
why-note-centre-only = 中央の触角だけが当たっています：規則は中央も当たると横の触角の影響を 2 倍にしますが、中央だけではどちらも決まらないので、指令は 0 − 0 = 0 となり、まっすぐ突っ込みます。記事の規則はここで失敗します（対策：centreSide）
why-note-centre-side = 中央の触角だけが当たっています：centreSide では障害物がある側の当たりとして数えます。側は当たった面の法線で決めます（真ん中なら左）。まっすぐ突っ込まずに曲がります
why-route-pending = { $edited ->
        [yes] → 経路（{ $planner }）：次の判断の前に計画します（編集されました）
       *[no] → 経路（{ $planner }）：次の判断の前に計画します
    }
why-route-following = → { $planner } 経路のウェイポイント { $k }/{ $n } をたどっています（{ $length } u、残り { $left } u；区間から { $off } u ずれ）；
why-route-none = → 経路なし（{ $planner }、{ $status }）：{ $cause }；プランナーがないときと同じくゴールへまっすぐ向かいます（
why-route-when = ステップ { $step } で計画。理由：{ $why }
why-route-when-pushed = ステップ { $step } で計画。理由：いた区間から { $off } u より遠く押し出されました
why-route-because-start = 開始したか、編集されました
why-route-because-blocked = 編集が経路の残りをふさぎました
why-route-because-edited = 経路がなく、編集が障害物を変えました
why-route-start-blocked = 計画した場所で中心が障害物の中にありました
why-route-goal-blocked = ゴールが障害物の中にあるか、ゴール近くに体の入る空きがありません
why-route-too-large = この半径ではグリッドがプランナーには大きすぎます
why-route-unreachable = 体が届くすべての場所を探しましたが、ゴールはその中にありません
why-head-context = 次のステップ：コンテキストマップ
why-ray-ray = レイ
why-ray-right-ray = 右のレイ
why-ray-left-ray = 左のレイ
why-ray-centre-ray = 中央のレイ
why-ray-left-whisker = 左のヒゲ
why-ray-right-whisker = 右のヒゲ
why-ray-left-feeler = 左の触角
why-ray-centre-feeler = 中央の触角
why-ray-right-feeler = 右の触角
why-ray-hit = { $ray }：{ $len } のうち { $d } で命中
why-ray-clear = { $ray }：障害なし（{ $len }）
why-ray-inside = 、障害物の中から始まる
why-ray-emergency = 、T = { $v }
why-ray-target = 、目標 { $v }
why-side-left = 左
why-side-right = 右
why-whiskers-rule = { $tie ->
        [yes] → { $side }側の緊急度が高い（T = { $t }、同点：最初のレイが優先）→ 回避 { $steer } u/s²（T に比例）、ブレーキ { $brake } u/s²（T²、後退しない）、シークに { $base } u/s²
       *[no] → { $side }側の緊急度が高い（T = { $t }）→ 回避 { $steer } u/s²（T に比例）、ブレーキ { $brake } u/s²（T²、後退しない）、シークに { $base } u/s²
    }
why-feelers-rule = → 影響 左 { $left }、右 { $right } → 指令 { $sign }{ $command }（{ $what }）→ 操舵 { $steer } u/s²、基本に { $base } u/s²
why-feelers-none = 操舵なし
why-feelers-right = 右へ
why-feelers-left = 左へ
why-avoid-wall = → 最も近い命中点 → 命中点 + 法線 × avoidDistance = ({ $x }, { $y }) へ全速で：{ $steer } u/s²
why-escape = → 中心が障害物の中 → 来た道を { $steer } u/s² で戻って出ます（または最短の出口から）
why-drive = → 操縦中、アシストなし：操縦者だけ
why-nothing = { $who ->
        [driver] → 何も検出なし → 操縦者だけ（{ $base } u/s²）
       *[seek] → 何も検出なし → ゴールへのシークだけ（{ $base } u/s²）
    }
why-sidestep = → 忍耐（{ $patience } s）より長く他のエージェントに阻まれた → 待つのをやめて右へよけます：{ $avoid } u/s²
why-threat = { $when ->
        [now] → エージェントの脅威：{ $other } まで { $time } s、最接近時の中心間 { $sep } → 現在の相対位置から逃げる（{ $avoid } u/s²）、これは
       *[later] → エージェントの脅威：{ $other } まで { $time } s、最接近時の中心間 { $sep } → 予測した相対位置から逃げる（{ $avoid } u/s²）、これは
    }
why-threat-overrides = 自身の操舵に代わります
why-threat-takes = 操舵の { $takes } % を占めます（自身は { $own } %）
why-speed-limit = 速度上限：{ $limit } u/s² を差し引き、{ $max } u/s 以内に保ちます
why-total = 合計：{ $total } u/s²
why-context-interest = 関心：{ $source }；危険：長さ { $look } u のレイ
why-context-from-goal = ゴールへ向かう
why-context-from-path = 経路に沿う（最も近い点での接線）
why-context-from-forward = まっすぐ（ゴールも経路もなし）
why-context-from-targets = 目標たちへ向かう（近いものほど重い）
why-context-from-way-out = 中心が入っている障害物から出る最短の道（その後はゴール）
why-context-all-masked = → 危険が関心のあるすべてのスロットをマスク：方向がありません。スロットが空くまでブレーキをかけて止まります
why-context-chosen = → 選択 = normalize(Σ dir × interest)：向きから { $angle }° → 速度はその方向へ { $speed } u/s に向かいます
why-col-slot = スロット
why-col-angle = 角度
why-col-raw = 元の値
why-col-danger = 危険
why-col-interest = 関心
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = 由来
why-col-where = 位置
why-col-share = 分担
why-col-slack = 余裕
why-orca-from-agent = エージェント { $index }
why-orca-from-circle = 円 { $index }
why-orca-from-wall = 壁の辺 { $index }
why-orca-from-inside = 中にいる壁
why-orca-share-half = ½
why-orca-share-all = 全部
why-script-ray-hit = castRay { $k }：{ $len } のうち { $d } で命中
why-script-ray-clear = castRay { $k }：障害なし（{ $len }）
why-script-more-rays = ほかに { $n } 本のレイ（描くのは最初の { $drawn } 本）
why-script-show = show { $name } = { $value }
why-script-note = メモ：{ $note }
why-script-stops = → スクリプトが止めます：{ $message }
why-script-stopped = → スクリプトが止めました：{ $message }
why-script-rule = → スクリプトの steer(agent, world) が { $steer } u/s² を求めました（maxAccel { $max } 以内）
why-script-rule-named = → scripts.{ $script } の steer(agent, world) が { $steer } u/s² を求めました（maxAccel { $max } 以内）
why-script-limit = 速度上限が { $limit } u/s² を差し引きました
why-slope-ground = 下の地面は { $ground } u；触角はその { $above } 上、{ $start } u から始まります
why-slope-kind = { $kind ->
        [level] 平らな地面：dot = { $dotSign }{ $dot }、大きさ { $size }
        [incline] 上り坂：dot = { $dotSign }{ $dot }、大きさ { $size }
        [across] 斜面を横切る：dot = { $dotSign }{ $dot }、大きさ { $size }
       *[decline] 下り坂：dot = { $dotSign }{ $dot }、大きさ { $size }
    }
why-slope-target = { " " }→ 目標オフセット { $targetSign }{ $target } u → オフセット{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }（目標へ近づき中）
why-slope-not-applied = { " " }→ 目標オフセット { $targetSign }{ $target } u、適用されません：斜面補正がオフで、触角は水平のままです
why-feeler-3d = { $ray }（3D）：高さ { $from } → { $to } u；{ " " }
why-feeler-passes-over = { $ahead } u 先で{ $what }の上を通過、高さ { $z } u、その上端 { $top } u より上
why-feeler-the-wall = 壁
why-feeler-a-circle = 円
why-feeler-then = 、その後{ " " }
why-feeler-under-ground = { $ahead } u 先で地面の下に入る、高さ { $z } u
why-feeler-hits-wall = { $ahead } u 先で壁に当たる、高さ { $z } u
why-feeler-hits-circle = { $ahead } u 先で円に当たる、高さ { $z } u
why-feeler-under-top = 、その上端 { $top } u より下
why-feeler-clear = 障害なし
why-feelers-only-3d = 高さを感じるのは触角だけ：ほかの振る舞いは 2D の規則のままです
why-flat-rules = 高さを感じるのは触角だけ：{ $behavior } はここでも 2D の規則のままです（地面と障害物の高さは何も変えません）
why-note-no-progress = { $secs } s の間ゴールに近づいていません：{ $reason }。局所的な手法の失敗です（文字どおりの規則を保ちます）
why-stall-seek = 何かに阻まれていて、シークには回り込む計画がありません
why-stall-greedy = 何かに阻まれていて、シークには回り込む計画がありません
why-stall-nproxy = 何かに阻まれていて、シークには回り込む計画がありません
why-stall-script = 何かに阻まれていて、シークには回り込む計画がありません
why-stall-whiskers = 2 本のレイは両側の前方しか見ないので、行く手にあるものに沿って曲がり、ゴールが向きを戻します。文字どおりの規則には回り込む計画がありません
why-stall-feelers = 触角が行く手にあるものに沿って押し、ゴールが向きを戻します。この規則には回り込む計画がありません
why-stall-raycast = レイが当たっている間は回避点（hit + normal × avoidDistance）を目指してゴールを無視するので、面の前や、レイが常に見る障害物の間では、当たりから当たりへ移ります。この規則には回り込む計画がありません
why-stall-context = ゴールへ向かうスロットに危険があり、回り込めるスロットは関心がほとんどないかゼロです（ゴールへの道を横切るか離れる向き）。コンテキスト操舵は局所的で、回り込む計画がありません
why-stall-orca = 半平面が、近づける速度を長く残しません。ORCA は衝突を避けますが、回り道は計画しません
why-note-passed-over = 触角が低い障害物の上を通過しました：その先端がそこで障害物の上端より高いので、エージェントはそれが見えず、ぶつかるかもしれません
why-note-passed-over-level = ：斜面補正がオフで触角は水平のままなので、下り坂では地面が下へ離れていきます（障害物は地面から { $height } u の高さ）
why-note-passed-over-low = ：障害物は地面から { $height } u で、触角の始まる高さ（{ $above } u、feelerHeight）より低いので、平らな地面でも上を通ります。補正はここで先端を { $offset } u しか下げませんでした（オフセットは 1 − |normal · down| とともに増えるので、緩い下り坂ではあまり下がりません）
why-note-passed-over-decline = ：補正は先端を { $offset } u 下げました（目標 { $target } u）が、この下り坂で上端に届くには足りません（slopeGain と maxOffset が下げる量を決めます）
events-pause-route = 再計画
    .title = エージェントが経路を計画し直したときに一時停止

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = 例のギャラリー
gal-heading = 例
gal-filter =
    .placeholder = 絞り込み：タイトル、説明、グループの語
    .aria-label = 例を絞り込む
gal-close =
    .aria-label = ギャラリーを閉じる
gal-empty = 一致する例はありません：絞り込みを消すとすべて表示されます。
gal-other = その他
gal-lesson = レッスン：{ $name }
gal-count = { $total } 個の例
gal-count-shown = { $total } 個中 { $shown } 個
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = ギャラリーを開けませんでした：{ $error }
examples-unavailable = 例を読み込めません：{ $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = 無題のシーン
myscenes-saved = マイシーンに「{ $name }」として保存しました。
myscenes-save-failed = マイシーンに保存できませんでした：{ $error }
myscenes-kept-name = { $title }（{ $time } に保管）
myscenes-kept-note = 編集したシーンは置き換えられる前にここへ保管されました。
myscenes-keep-failed = 編集したシーンをマイシーンに保管できませんでした：{ $error }。元に戻す (Ctrl+Z) でまだ戻せます。
myscenes-unavailable = ここでは使えません：{ $error }
myscenes-empty = まだ何も保管されていません。シーンを保存すると再読み込み後もここにあります。
myscenes-open =
    .title = 「{ $name }」を開く（元に戻すで今のシーンに戻ります）
myscenes-rename = 名前を変更
myscenes-rename-prompt = 名前
myscenes-delete = 削除
    .aria-label = 「{ $name }」を削除
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = 閉じる
hist-fold = ステップ 0 からシーンの一部にする
hist-undo = 元に戻す
hist-fold-failed = 編集をシーンの一部にできませんでした
hist-folded = 実行中の { $n } 件の編集はステップ 0 からシーンの一部になりました：戻っても隠れません（元に戻すで戻せます）。
hist-at-step = ステップ { $step } の { $n } 件の編集（{ $kinds }）：ステップ { $step } から実行の履歴の一部です。{ $step } より前に戻ると隠れます。
hist-dropped = これで実行の古い未来は終わりました：後の { $n } 件の編集は破棄されました（元に戻すで戻せます）。
hist-steps = { $n ->
       *[other] ステップ { $list }
    }
hist-step0 = ステップ 0 の編集はシーンそのものを変えるので、実行はステップ 0 から計算し直されます：実行中の { $n } 件の編集（{ $at }）は破棄されました。元に戻すで戻せます。
# The offline update note (offline/register.js)
update-ready = sidestep の新しいバージョンの準備ができました：再読み込みで使えます（このページは開いたときのバージョンのままです）。
update-reload = 再読み込み
update-dismiss =
    .aria-label = 更新のお知らせを閉じる
threads-reload = 再読み込みでさらに使用
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = セル { $x }, { $y }
cursor-wall = セル { $x }, { $y }：壁
cursor-point = 点 { $x }, { $y }
cursor-open-goal = エージェントを置きました：ゴールへ移動して Enter（Esc で削除）
cursor-open-wall = 線を始めました：終点へ移動して Enter
cursor-open-erase = 範囲を始めました：終点へ移動して Enter
cursor-held = { $what } を保持中：矢印で移動、Enter で置く、Esc で元に戻す
cursor-dropped = 置きました：{ $where }
cursor-put-back = 元に戻しました
cursor-radius = 半径 { $r } u
cursor-goal-of = { $name } のゴール
cursor-circle = 円 { $i }
cursor-vertex = パス { $path } の点 { $vertex }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = リンクを作れませんでした
toast-link-copied = リンクをコピーしました：{ $chars } 文字。このシーンをステップ { $step } で開きます。
toast-link-copy = このリンクをコピー
toast-regions-explicit = 領域 { $names } は、この編集で変わったため、{ $agents } 体の個別のエージェントになりました（{ $n } 領域。元に戻すで領域に戻ります）。
toast-compare-dropped = 比較セットがシーンに合わなくなったため（{ $why }）、削除しました。元に戻すで編集を戻せます。
toast-pane-events = 「{ $pane }」のイベント
toast-compare-failed = 比較できませんでした
toast-one-file-saved = { $file } を保存しました（{ $kib } KiB）：どのブラウザでもオフラインで開けます。
toast-one-file-failed = 1 ファイルのエクスポートを書き出せませんでした
toast-maze = シード { $seed } の迷路（もう一度押すと別の迷路。Ctrl+Z で壁を戻せます）。
toast-rooms = シード { $seed } の部屋のフロア（もう一度押すと別のもの。Ctrl+Z で壁を戻せます）。
toast-script-editor-failed = スクリプトエディターを開けませんでした
toast-script-engine-failed = スクリプトエンジンを読み込めませんでした：{ $error }
toast-script-new = 新しいスクリプト「{ $name }」（seek のみ）がこのエージェントを動かします：E か「スクリプトを編集」で開きます。
toast-paused-at = { $event } で一時停止しました。
toast-lesson-link-failed = レッスンのリンクを開けませんでした
# The script editor's refusals (app/scripts.js)
script-embed-read-only = この埋め込みシーンは見るだけで、編集はできません：変更するには sidestep で開いてください。
script-engine-loading = エージェント：スクリプトエンジンをまだ読み込み中です（「script」を選ぶと読み込まれます）：少ししてからもう一度置いてください
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = イベント
cmp-variant = バリエーション
cmp-reached = 到達
cmp-timeToGoal = ゴールまでの時間
cmp-collisions = 衝突
cmp-contactTime = 接触時間（全エージェントの合計）
cmp-agentContacts = エージェント同士の接触
cmp-minClearance = 最小クリアランス
cmp-pathRatio = 経路比
cmp-returns = 引き返し
cmp-laps = 周回
cmp-terrainHits = 地面への接触
cmp-step = ステップ
cmp-steps-done = { $steps }（完了）
cmp-row =
    .title = クリック：このバリエーションのイベントをパネルに一覧
cmp-pane =
    .aria-label = バリエーション { $k }：{ $label }
cmp-png = PNG
    .title = 「{ $label }」を PNG 画像に（2 倍ピクセル）
cmp-hash-at = { $hash }（ステップ { $step }）
cmp-variants = バリエーション
cmp-variants-value = { $n }（測定値：ペインの下の表）
cmp-script-stopped = 「{ $pane }」でスクリプトが停止させました：{ $message }
cmp-script-said = 「{ $pane }」のこのステップ：{ $said }
cmp-runs-script = 「{ $agent }」は { $panes } で scripts.{ $name } を実行
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = 地形ブラシ：上げる・下げる・平らにする、半径、強さ、壁の高さ
ter-brush =
    .aria-label = ブラシ
ter-raise = 上げる
    .title = 円盤の下の地面を上げる
ter-lower = 下げる
    .title = 円盤の下の地面を下げる
ter-flatten = 平らにする
    .title = 円盤の下の地面を平らにする
ter-radius = 半径
    .title = 円盤の半径、ワールド単位
ter-strength = 強さ
    .title = 1 回のタッチで円盤の中心が変わる量、ワールド単位（縁に向かって少なく）
ter-level = すべて平らに
    .title = 地面をすべて平らに（元に戻す 1 回分）
ter-walls = 壁
ter-tall = 最大
ter-wall-tall =
    .title = 何も届かない高さの壁（2D ワールドの壁）
ter-wall-height =
    .title = ふさがれたセルの地面からの高さ、ワールド単位
ter-circle-height = 高さ (u)
    .title = 地面からの高さ。触角 (feelers) だけが感じ取ります（自分より低いものは越えます）。ほかの振る舞いはどの障害物も 2D として扱います。
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = 先読み：各隣接セルを、P ステップ以内にゴールへどこまで近づけるかで採点します。0 は貪欲。記事は大きなクラスターには 3 では短いとして 7 を選びました。
doc-nproxy-stepTieBreak = 最も低い 2 つの代理値が同点のとき、同点の隣接セルを P ステップ（ゴールまでのステップ数）で順位づけします。これがないとエージェントは約 P ステップ手前で止まり、行ったり来たりします。
doc-nproxy-stopOnReturn = 次のセルが直前に離れたセルなら停止（振動）します。P ステップより多く必要な障害物の周りで永遠に行ったり来たりする代わりです。
doc-nproxy-metric = セルの中心からゴールの中心までの距離。
doc-whiskers-rayLength = L：左右 2 本のレイの長さ。長いほど障害物に早く気づきますが、通れるすき間も避けてしまいます。
doc-whiskers-maxSteer = 緊急度 T = 1 のときの横方向の加速度。T に比例して変わります。
doc-whiskers-maxBrake = T = 1 のときのブレーキ。T² に比例し、遠くでは穏やか、近くでは強くなります。
doc-feelers-angle = 中央の触角と左右それぞれの触角との角度。
doc-feelers-lengthPerSpeed = 触角の長さ = 速度 × この値：速いエージェントほど遠くまで感じます。
doc-feelers-minLength = 静止時の最も短い触角。
doc-feelers-maxLength = 速度が出ているときの最も長い触角。
doc-feelers-smoothing = 影響がその目標値に追従する速さ：低い値だと操作がゆっくり運転者に戻ります。
doc-feelers-lateralAccel = 横方向の指令（左の影響 − 右の影響）1 単位あたりの横加速度。
doc-feelers-slope = 斜面補正：上り坂では触角の先端を上げ、下り坂では下げます。オフだと水平のままで、エージェントが登れる丘に当たり、下り坂のふもとの低い壁を越えてしまいます。
doc-feelers-feelerHeight = エージェントの足元の地面から触角の根元までの高さ：地形で反応しないよう持ち上げてあります。
doc-feelers-slopeGain = 倍率：目標オフセット = 符号 × (1 − size) × この値、size = |法線 · 下向き|（平地で 1、急なほど小さい）。
doc-feelers-maxOffset = オフセットの上限：急な斜面で触角が真上や真下を向かないようにします。
doc-feelers-offsetSmoothing = 適用するオフセットが目標に追従する速さ：でこぼこの地面での急な変化を和らげます。
doc-feelers-centreSide = 中央の触角だけの接触は、障害物がある側の接触とみなします。側は当たった面の法線で決めます（ちょうど真ん中なら左なので、右へ曲がります）。オフ：記事の規則で、中央だけではどちらの影響も設定されず、エージェントはまっすぐ突っ込みます。
doc-raycast-rays = 中央のレイ 1 本、体の両側から平行に 2 本、または中央のレイと 2 本のヒゲ（扇形）。
doc-raycast-sightRange = レイの長さ：長いほど早く経路が壁からそれます。
doc-raycast-avoidDistance = 次に向かう点が壁から（その法線方向に）どれだけ離れているか。
doc-raycast-whiskerAngle = 扇形の 2 本のヒゲと中央のレイとの角度。
doc-raycast-patrol = ゴールで止まらず、スタートとゴールの間を行ったり来たりします。
doc-context-rays = N：進行方向から等間隔に並ぶレイ（スロット）。多いほど狭いすき間が見え、少ないほど軽くて粗くなります。
doc-context-lookAhead = 危険レイの長さ：どこまで前方の障害物を危険とみなすか。
doc-context-steerForce = 0.02 s ごとに、速度から望む速度へ近づく割合（率なので、どの dt でも同じ）。低いと滑らか、高いとせわしない。
doc-context-danger = mask：危険なスロットは関心をすべて失います。distance：代わりに 1 - 命中距離/lookAhead のスコアを引きます。
doc-context-avoidance = あるスロットの危険が反対側のスロットに関心を加えます：ふさがれるだけでなく、押しのけられます。
doc-context-seeAgents = 他のエージェントの体も危険とみなします（レースカーが互いをよける仕組み）。
doc-context-speedSpread = リセット時に最高速度へ 1 - spread × U(0, 1) を掛けます。シナリオのシードから引きます。
doc-context-targetFalloff = 0：関心はゴールへ（またはその経路に沿って）。> 0：ワールドのターゲットへ、それぞれ 1 / (1 + 距離 / この値) で重みづけ。
doc-orca-neighborDist = 中心がこれより近い他のエージェントを近傍とします（そのうち最も近い maxNeighbors 体）。
doc-orca-maxNeighbors = 最も近い近傍のうち何体に半平面を与えるか。0 なら他のエージェントを無視します。
doc-orca-timeHorizon = この時間のあいだ、速度を他のエージェントとの衝突から守ります。長いほど早く慎重に反応し、短いほど動ける余地が増えます。
doc-orca-timeHorizonObst = 壁と円に対しても同様です。短くしてください：障害物はよけてくれません。
doc-orca-preferredSpeed = ゴールへ向かうときに望む速さ（最後の 1 単位内では遅く）。得られる速さは maxSpeed が上限です。
doc-orca-perturb = 毎ステップ、望む速度をシード付きのランダムな方向へ最大この量だけずらします。RVO2 の例が完全な対称を崩すのと同じで、真正面の 2 体はどちらかの側を選びます。0：規則どおり。
doc-orca-passRight = すれ違う側の取り決め、0 でオフ：他のエージェントが邪魔なあいだ（望む速度がエージェントの半平面のどれかの外にあるとき）、望む速度をその長さのこの割合だけエージェントの右へ回し（0.25：14 度）、他のエージェントの円錐の左右がちょうど同点なら右を選びます。こうして正面や対称なリングで出会うエージェントは皆、右側を通ります。
doc-avoidance-lookahead = 他のエージェントの最接近をどこまで先まで脅威とみなすか：自分の半径のこの倍数を最高速度で進む時間（大きく速いエージェントも、自分の尺度で同じだけ先を見ます）。
doc-avoidance-spacing = 2 つの半径の和に、その割合として加えます：直線の予測は、曲がって戻る seek に裏切られるためです。
doc-avoidance-blend = 逃避を緊急度（1 - 時間 / 視野、lookahead の視野）で振る舞い自身の操舵と重みづけします。最も緊急の脅威に上書きさせる代わりです（記事の規則で、エージェントが逃避 / seek の循環にはまることがあります）。
doc-avoidance-passRight = ほぼ正面なら自分の右側へ逃げます：そうしないと真正面で出会った 2 体はまっすぐ後ろへ逃げ、また出会います。
doc-avoidance-patience = 他のエージェントに阻まれてゴールに近づけない状態が何秒続いたら、待つのをやめて 1 秒間横へよけるか。0：いつまでも待つ。
doc-avoidance-alongObstacles = 決して障害物へは逃げません：逃避が体から半単位以内で障害物に当たるなら、その向きの成分を取り除き、障害物に沿って逃げます。記事の逃避はエージェントしか見ないため、障害物の間の密集した群衆では、群衆がエージェントを障害物へ押し込みます。
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = 感じるのは自分のゴールだけ：壁、円、エージェントは見えません
senses-greedy = 感じるのはふさがれたセルだけ（隣接する 4 つ）：円とエージェントは見えません
senses-nproxy = 感じるのはふさがれたセルだけ（P ステップ以内）：円とエージェントは見えません
senses-whiskers = 左右 2 本のレイで壁と円を感じます。エージェントを避けるがオンならエージェントも
senses-feelers = 3 本の触角で壁、円、斜面を感じます。エージェントを避けるがオンならエージェントも
senses-raycast = レイで壁と円を感じます。エージェントを避けるがオンならエージェントも
senses-context = N 本のレイで壁と円を（危険として）感じます。エージェントを避けるがオンならエージェントも
senses-orca = neighborDist 以内の壁、円、エージェントを（半平面として）感じます
senses-script = スクリプトが尋ねるものを感じます：world.castRay（壁と円）、world.neighbors（エージェント）、world.blocked（セル）
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = バリエーション { $n }
ced-variant-plain = バリエーション
ced-as-is = そのまま
ced-needs = { $kind ->
        [nproxy] このプリセットには nproxy エージェントが必要です：{ $why }。
        [grid] このプリセットにはグリッドエージェントが必要です：{ $why }。
       *[continuous] このプリセットには連続エージェントが必要です：{ $why }。
    }
ced-not-selected = { $kind ->
        [nproxy] 選択中のエージェントは nproxy エージェントではありません
        [grid] 選択中のエージェントはグリッドエージェントではありません
       *[continuous] 選択中のエージェントは連続エージェントではありません
    }
ced-none = { $kind ->
        [nproxy] シーンに nproxy エージェントがありません
        [grid] シーンにグリッドエージェントがありません
       *[continuous] シーンに連続エージェントがありません
    }
ced-pstep-off = P-step オフ
ced-pstep-on = P-step オン
ced-no-route = 経路なし
ced-route = { $planner } 経路
ced-no-avoidance = エージェント回避なし
ced-label =
    .aria-label = バリエーションのラベル
ced-agents =
    .aria-label = バリエーションが変えるエージェント
ced-all-agents = すべてのエージェント
ced-some-agents = { $n } 体のエージェント（{ $list }）
ced-behavior =
    .aria-label = バリエーションでの振る舞い
ced-own-behavior = 自分の振る舞い
ced-planner =
    .aria-label = バリエーションでの経路プランナー
ced-own-route = 自分の経路
ced-setting =
    .aria-label = 変える設定（名前で）
    .placeholder = 設定
ced-value =
    .aria-label = 設定の値
    .placeholder = 値
ced-remove =
    .aria-label = このバリエーションを削除
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = 実行のアニメーション
anim-intro = この実行のステップ範囲を、いまのキャンバスの表示（ビュー、選択、オーバーレイ）どおりに再生して描きます。ページは今のステップのままです。
anim-from = 開始ステップ
anim-to = 終了ステップ
anim-every = 間隔
    .title = k ステップごとに 1 フレーム
anim-fps = 毎秒フレーム数
anim-width = 幅
anim-format = 形式
anim-webm = WebM（動画）
anim-cancel = キャンセル
    .title = アニメーションの作成をやめます。何も保存されません
anim-make = アニメーションを作成
anim-close =
    .aria-label = アニメーションの書き出しを閉じる
anim-whole = { $field }：[{ $lo }, { $hi }] の整数にしてください。入力は { $got }
anim-nothing = なし
anim-order = { $to }：{ $from }（{ $first }）以上にしてください。入力は { $last }
anim-too-many = { $every }：{ $frames } フレームは上限 { $max } を超えます。{ $k } ステップごとにするか、ステップを減らしてください
anim-size-gif = 約 { $size }（最初の 2 フレームの符号化からの見積もり）
anim-size-webm = 最大約 { $size }（ブラウザーのエンコーダー、{ $mbits } Mbit/s）。録画に { $seconds } s かかります
anim-estimate = { $frames } フレーム、{ $width } × { $height } px、{ $seconds } s、{ $fps } fps：{ $size }。
anim-failed = アニメーションを作れませんでした：{ $error }
anim-cancelled = キャンセルしました：何も保存されていません。
anim-saved = { $file } を保存しました（{ $size }、{ $frames } フレーム）。
anim-progress = フレーム { $done } / { $total } · { $size }
toast-animation-compare = アニメーションはシーンの実行のものです：先に「シーンを編集」、次に アニメーション…。
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = スクリプトが出力した内容、ステップごと
con-summary = コンソール：print()、console.log() と停止、画面のステップまで
con-agent = エージェント { $i }
con-at = ステップ { $step }
con-stopped = 停止：{ $why }
con-empty = このステップまで出力はありません。steer() の print(value) がここに書きます。
con-earlier = { $n ->
       *[other] それより前の { $n } 行は表示していません。
    }
con-full = 実行のログは最初の { $max } 行だけを保持します：ステップ { $step } 以降の行は保持していません。
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = ゲームマップ
game-maps-open = .map / .scen を開く…
    .title = Moving AI のマップとそのシナリオファイルを開く（ページにドロップしても可）
game-maps-hint = Moving AI のベンチマークマップ（.map）とその問題（.scen）：開くかここにドロップするか、「ゲームマップ」の例を選んでください。
map-could-not-open = { $name } を開けませんでした
map-too-large = ファイル：{ $size } バイトは上限 { $max } バイトを超えています
map-set-up-failed = 問題を用意できませんでした
map-agent = エージェント
map-agent-menu =
    .title = 行ごとに用意され「すべて実行」で使うグリッドエージェント
map-p-menu =
    .title = n-proxy の先読み P（ステップ）
map-info = { $name } · { $width } × { $height } · 通行不可 { $blocked }
map-cells = 通行可：{ $free } · 通行不可：{ $blockedChars }。sidestep には移動コストがないので S（沼）は地面として数え、W（水）は通行不可です。このマップ：S { $swamp }、W { $water }。
map-bundled = 同梱：リンクは名前（「{ $name }」）で指します。
map-carried = このマップへのリンクはセルを含みます。
map-scen = { $name } · 問題 { $count } 件。クリックすると用意します。
map-no-scen = 問題を一覧するには .scen を開いてください。
map-list-bundled = { $name } の問題を一覧する
map-on-bundled = このシーンは同梱マップ { $name } の上にあります。
map-bucket = バケット
map-bucket-menu =
    .title = .scen のバケットを一つ表示（Moving AI は問題を最適長でバケットに分けます）
map-bucket-all = すべて { $n }
map-outcome-menu =
    .title = ある結果で終わった問題を表示（「すべて実行」の後）
map-outcome-every = すべての結果
map-outcome-not-reached = 未到達
map-outcome-unreachable = 経路なし
map-list =
    .aria-label = .scen の問題：クリックするとシーンに用意します
map-count = { $n ->
       *[other] 問題 { $n } 件
    }
map-count-of = 問題 { $total } 件中 { $n } 件
map-cells-title = ({ $sx }, { $sy }) から ({ $gx }, { $gy }) へ
map-optimal-title = ファイルの最適オクタイル長：{ $optimal }
map-reached-title = { $steps } ステップで到着（4 近傍の最適 { $optimal4 }）：比 { $ratio }
map-ended-title = { $steps } ステップ後に{ $outcome }
map-short-stuck = 停止
map-short-oscillation = 往復
map-short-maxSteps = 上限
map-problem = 問題 #{ $row } · { $line } 行目 · バケット { $bucket }
map-no-path = 経路なし：ゴールに到達できません
map-optimum = 最適 { $optimal }（オクタイル、ファイル { $file }）· 4 近傍 { $steps } ステップ · 上限 { $limit }
map-saved = すべて実行（{ $agent }）：{ $outcome }、{ $steps } ステップ
map-saved-ratio = 、比 { $ratio }
map-not-row = シーンはもうこの問題ではありません（別のシーン、編集したマップ、あるいはスタートかゴールを動かした）。
map-in-scene = シーン内の { $agent }：{ $steps } ステップ · { $stop }
map-ratio = { " " }· 比 { $ratio }
map-run-all = すべて実行 { $count }
    .title = .scen のすべての問題を { $agent } でバックグラウンドの worker で実行
map-cancel = キャンセル
    .title = 実行を止める（結果は捨てられます）
map-run-failed = 「すべて実行」に失敗しました：{ $error }
map-cancelled = 問題 { $total } 件中 { $done } 件でキャンセル。何も残していません。
map-run-done = { $agent }：問題 { $n } 件を { $seconds } s で、worker で毎秒 { $rate } 件（この実行で計測）。バケットをクリックすると一覧します。
map-col-bucket = バ
    .title = .scen のバケット（Moving AI は問題を最適長で分けます）
map-col-problems = n
    .title = 問題数
map-col-reached = 到着
    .title = ゴールに到着
map-col-stuck = 停止
    .title = 隣がすべて塞がれて停止
map-col-oscillation = 往復
    .title = 往復として停止（戻ったら停止：次のセルが直前に離れたセル）
map-col-maxSteps = 上限
    .title = ステップを使い切った（4 近傍の最適の 4 倍、最低 64）
map-col-meanRatio = 平均
    .title = 到着した問題の平均経路比：ステップ / 4 近傍の最適
map-col-worstRatio = 最悪
    .title = 到着した問題の最悪の経路比
map-all = すべて
map-unreachable = 到達不能 { $n } 件（未実行）
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = すべてのバリエーションを一つのワールドに、それぞれの色で
cmp-overlay-legend =
    .aria-label = バリエーションとその色
cmp-overlay-png =
    .title = この重ね表示を PNG 画像に（2× ピクセル）
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = スクリプトに時間がかかっています
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, エージェント { $agent })
lsd-text = ステップ { $step }：スクリプトが { $seconds } s{ $where } 動いても終わりません。ページはそれを止め、ステップ { $at } のままです：実行は何も変わっていません。「待ち続ける」はそのステップをもう一度計算します（再び尋ねるまで最大 4 倍の時間）。「止める」は実行をここで止めます。
lsd-keep = 待ち続ける
lsd-stop = 止める
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = ゲームで使う
gcd-close = 閉じる
gcd-language =
    .aria-label = 言語
gcd-js-tab = JavaScript (npm)
gcd-js-label = npm パッケージ用の JavaScript
gcd-js-copy = JavaScript をコピー
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = CMake パッケージ用の C++
gcd-cpp-copy = C++ をコピー
gcd-what-agent = エージェント { $index }「{ $name }」（{ $behavior }）を今のすべての設定のまま、ステップ 0 のシーンに置いて、sidestep のパッケージ用のコードにしたもの。そのまま実行するとステップ { $step } まで進み、ページがそこで示すハッシュを出力します。
gcd-what-scene = エージェントが選ばれていません：ステップ 0 のシーンを sidestep のパッケージ用のコードにしたもの（設定を含めるにはエージェントを選択）。そのまま実行するとステップ { $step } まで進み、ページがそこで示すハッシュを出力します。
gcd-note-edits = { $count ->
       *[other] この実行には途中で行った編集が { $n } 件あり、パッケージはそれを再生しません：コードはそれなしでステップ 0 から始まります（同じ実行にするには、先にシーンに組み込んでください）。
    }
gcd-note-file = シーンは { $n } 文字です：コードは scene.json から読みます（書き出しで保存できます）。
gcd-guide = ガイド：in-your-game.md
gcd-copy-refused = ブラウザーがコピーを許しませんでした：コードは選択済みです。Ctrl+C を押してください。
gcd-copied = コピーしました：{ $language } { $lines } 行。
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = スクリプト
sed-tabs =
    .aria-label = シーンのスクリプト
sed-apply = 適用
    .title = このコードでシーンをステップ 0 から実行（Ctrl+Enter）。ページで Ctrl+Z を押すと前のコードと実行に戻ります
sed-contract = 契約
    .title = steer(agent, world) が受け取り返すもの（docs/scripts.md の要約）
sed-close = ✕
    .title = 閉じる（Esc）：テキストは入力したまま残ります
    .aria-label = スクリプトエディターを閉じる
sed-new = + 新規
    .title = ひな形から新しいスクリプト（seek のみ）
sed-rename = 名前変更
    .title = このスクリプトの名前を変える（適用時にエージェントも追従）
sed-delete = 削除
    .title = このスクリプトを削除（エージェントが実行中なら拒否）
sed-revert = 元に戻す
    .title = 実行中のコードに戻す（あなたのテキストは一度だけ取り戻せます）
sed-keys = Ctrl+Enter で適用 · Esc で閉じる
sed-script =
    .aria-label = スクリプト { $name }
sed-no-script =
    .aria-label = スクリプトなし
sed-tab-changed =
    .title = 変更あり：まだ実行中のものではありません（適用）
sed-tab-runs =
    .title = 実行中のとおり
sed-no-scripts = まだスクリプトがありません：+ 新規
sed-runs = 表示どおりに実行中
sed-changed = 変更あり：実行中のものと異なります（適用）
sed-syntax = { " " }· { $line } 行目に構文エラー
sed-not-applied-at = 適用されませんでした：scripts.{ $name }：{ $line } 行 { $column } 列：{ $message }
sed-not-applied = 適用されませんでした：
sed-applied = 適用しました：このコードで実行がステップ 0 からやり直されます。ページで Ctrl+Z を押すと前のコードと実行に戻ります。
sed-new-said = 新しいスクリプト「{ $name }」（seek のみ）：適用するとシーンに加わり、振る舞い「script」のエージェントが実行します。
sed-name-taken = scripts.{ $name }：その名前のスクリプトはすでにあります
sed-renamed = 名前を変更しました：適用すると「{ $name }」として実行します（エージェントも追従）。
sed-not-deleted = { $others ->
        [0] scripts.{ $name }：削除しませんでした：「{ $agent }」が実行中です。先に別の振る舞いにする（か削除する）必要があります。
       *[other] scripts.{ $name }：削除しませんでした：「{ $agent }」とほか { $others } 体が実行中です。先に別の振る舞いにする（か削除する）必要があります。
    }
sed-deleted = 「{ $name }」をここで削除しました：適用するとシーンから消えます（元に戻すで戻せます）。
sed-reverted = 実行中のコードに戻しました。{ " " }
sed-bring-back = 自分のテキストを取り戻す
sed-new-name =
    .aria-label = 新しい名前
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = サウンドオン：選択したエージェントのレイが音になります（近づくほど高く大きく、左右で）、衝突でクリック音、到着で和音
sound-off = サウンドオフ
sel-move = クリックで移動
    .title = ワールドで次にクリックした所へ置きます（Esc で取り消し）。キーボードでは：ワールドで Enter、次に矢印キー
sel-move-armed = ワールドで行き先をクリックしてください（Esc で取り消し）。
sel-radius-smaller = 半径 −
    .aria-label = 半径 − { $step } u
sel-radius-bigger = 半径 +
    .aria-label = 半径 + { $step } u

## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }：エージェント { $index } はありません（{ $count } 体あります）
invalid-no-circle = { $path }：円 { $index } はありません（{ $count } 個あります）
invalid-no-path = { $path }：パス { $index } はありません（{ $count } 本あります）
invalid-no-script = { $path }：「{ $name }」という名前のスクリプトはありません
invalid-resize-outside = { $path }：{ $width } x { $height } にすると agents[{ $agent }].{ $field }（{ $x }, { $y }）がワールドの外に出ます。先にエージェントを動かすか削除してください
invalid-cell-outside = { $path }：（{ $x }, { $y }）は { $width } x { $height } のグリッドの外です
invalid-agent-cell = { $path }：セル 0..{ $maxX } x 0..{ $maxY } でなければなりませんが、（{ $x }, { $y }）です
invalid-agent-inside = { $path }：ワールド [0, { $width }] x [0, { $height }] の中になければなりませんが、（{ $x }, { $y }）です
invalid-finite = { $path }：有限の数でなければなりません
invalid-point-count = { $path }：点は { $min } から { $max } 個でなければなりませんが、{ $got } 個です
invalid-points-far = { $path }：点は有限で、原点から { $max } 以内でなければなりません
invalid-integer-limits = { $path }：{ $lo } から { $hi } の整数でなければなりません
invalid-max-agents = { $path }：エージェントは最大 { $max } 体です
invalid-max-circles = { $path }：円は最大 { $max } 個です
invalid-max-paths = { $path }：パスは最大 { $max } 本です
invalid-max-scripts = { $path }：スクリプトは最大 { $max } 個です
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = { $line } 行目：ファイルは { $bytes } バイトあり、上限 { $max } を超えています
invalid-movingai-stopped = { $n } 件のエラーで中断しました
invalid-map-empty = { $line } 行目：空のファイルです（.map は 'type octile' で始まります）
invalid-map-ends-before-map = { $line } 行目：'map' 行の前でファイルが終わっています
invalid-map-ends-before-map-missing = { $line } 行目：'map' 行の前でファイルが終わっています（{ $missing } がありません）
invalid-map-second-line = { $line } 行目：2 つ目の '{ $key }' 行です
invalid-map-type = { $line } 行目：type は 'octile' でなければなりませんが、{ $got } です
invalid-map-side = { $line } 行目：{ $key } は 1 から { $max } の整数でなければなりませんが、{ $got } です
invalid-map-before = { $line } 行目：'{ $header }' 行より前に 'map' があります
invalid-map-expected-type = { $line } 行目：'type octile' のはずが、{ $got } です
invalid-map-expected-header = { $line } 行目：ヘッダー行（type octile、height H、width W、map）のはずが、{ $got } です
invalid-map-ends-after = { $line } 行目：{ $rows } 行でファイルが終わっていますが、height は { $height } です
invalid-map-row-width = { $line } 行目：この行は { $chars } 文字ですが、width は { $width } です
invalid-map-character = { $line } 行目：{ $column } 列目に不明な文字 { $char } があります（通れる：{ $free }、ふさがれた：{ $blocked }）
invalid-map-more-rows = { $line } 行目：height（{ $height }）より行が多すぎます
invalid-scen-empty = { $line } 行目：空のファイルです（.scen は 'version 1' で始まります）
invalid-scen-version = { $line } 行目：'version 1' のはずが、{ $got } です
invalid-scen-too-many = { $line } 行目：問題が { $max } 個（上限）を超えています
invalid-scen-fields = { $line } 行目：9 つのフィールド（バケット、マップ、マップの幅、マップの高さ、スタート x、スタート y、ゴール x、ゴール y、最適な長さ）のはずが、{ $got } 個です
invalid-scen-fields-more = { $line } 行目：9 つのフィールド（バケット、マップ、マップの幅、マップの高さ、スタート x、スタート y、ゴール x、ゴール y、最適な長さ）のはずが、それより多くあります
invalid-scen-integer = { $line } 行目：{ $column } は { $lo } から { $hi } の整数でなければなりませんが、{ $got } です
invalid-scen-integer-in = { $line } 行目：{ $column } は { $lo } から { $hi } の整数（{ $side } { $size }）でなければなりませんが、{ $got } です
invalid-scen-col-bucket = バケット
invalid-scen-col-map-width = マップの幅
invalid-scen-col-map-height = マップの高さ
invalid-scen-col-start-x = スタート x
invalid-scen-col-start-y = スタート y
invalid-scen-col-goal-x = ゴール x
invalid-scen-col-goal-y = ゴール y
invalid-scen-map-name = { $line } 行目：マップ名が { $max } 文字を超えています
invalid-scen-optimal = { $line } 行目：最適な長さは 0 から { $max } の数でなければなりませんが、{ $got } です
invalid-scen-other-map = { $line } 行目：この問題はマップ { $name } 用で、{ $map } 用ではありません
invalid-scen-size = { $line } 行目：問題ではマップが { $w } x { $h } ですが、マップは { $width } x { $height } です
invalid-scen-blocked-start = { $line } 行目：スタート（{ $x }, { $y }）はふさがれたセルです
invalid-scen-blocked-goal = { $line } 行目：ゴール（{ $x }, { $y }）はふさがれたセルです
