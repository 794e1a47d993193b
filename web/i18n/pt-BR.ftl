# sidestep em português do Brasil: as mesmas ids de en.ftl (docs/languages.md: glossário e regras).

page-title = sidestep · laboratório de desvio de obstáculos
page-description =
    .content = Pinte paredes, coloque obstáculos e agentes e veja os algoritmos de desvio de obstáculos decidirem, passo a passo.
skip-links =
    .aria-label = Links de atalho
skip-world = Ir para o mundo
skip-words = Ir para o mundo em palavras
skip-panel = Ir para o painel
lessons-open = Lições
    .title = Lições guiadas: uma por artigo, passo a passo, com tarefas para experimentar
tools-bar =
    .aria-label = Ferramentas de edição
undo-group =
    .aria-label = Desfazer e refazer
undo =
    .title = Desfazer (Ctrl+Z)
    .aria-label = Desfazer
redo =
    .title = Refazer (Ctrl+Shift+Z)
    .aria-label = Refazer
run-group =
    .aria-label = Controles da execução
run-reset =
    .title = Recomeça a cena como está agora, cada agente no seu início (R). Home volta em vez disso ao passo 0 desta execução.
    .aria-label = Recomeçar
run-reset-label = Recomeçar
run-step =
    .title = Um passo (→)
    .aria-label = Passo
run-step-label = Passo
run-play =
    .title = Reproduzir / pausar (Espaço)
    .aria-label = Reproduzir
run-play-label = Reproduzir
run-pace =
    .title = Passos por segundo durante a reprodução (o indicador de ritmo diz como isso se compara ao tempo real)
run-pace-label = Ritmo
run-pace-select =
    .aria-label = Passos por segundo durante a reprodução
run-share =
    .title = Copia um link que reabre esta cena neste passo, com estas camadas
    .aria-label = Compartilhar link
run-share-label = Compartilhar link
run-present =
    .title = Modo apresentação: letra grande, a tela e por que o agente selecionado se move, lado a lado, para um projetor (P)
run-present-label = Apresentar
open-full = Abrir no sidestep ↗
language =
    .title = O idioma da página (guardado neste navegador; um link compartilhado abre no idioma de quem lê)
language-select =
    .aria-label = Idioma
world =
    .aria-label = O mundo: grade, obstáculos e agentes
errors-close =
    .aria-label = Fechar
errors-unchanged = Nada foi alterado: a cena atual continua como estava.
zoom-group =
    .aria-label = Zoom
zoom-out =
    .title = Diminuir zoom (−, ou a roda do mouse)
    .aria-label = Diminuir zoom
zoom-in =
    .title = Aumentar zoom (+, ou a roda do mouse)
    .aria-label = Aumentar zoom
zoom-fit = Ajustar
    .title = Mostra o mundo inteiro (F)
paint-bar =
    .aria-label = Pintura: modo, tamanho do pincel e padrões
paint-modes =
    .aria-label = Modo de pintura
paint-brush = Pincel
paint-brush-select =
    .aria-label = Tamanho do pincel em células
paint-maze = Labirinto
    .title = Substitui as paredes por um labirinto gerado de uma semente (a semente fica na cena e no seu link); de novo para outro
paint-rooms = Salas
    .title = Substitui as paredes por salas geradas de uma semente, ligadas por portas; de novo para outras
legend =
    .aria-label = Cores dos agentes por comportamento
compare-bar =
    .aria-label = Comparar
compare-shown =
    .aria-label = Como as variantes são mostradas
compare-side = Lado a lado
    .title = Cada variante no seu próprio painel, dispostos para dar aos mundos o maior espaço
compare-overlay = Sobrepostas
    .title = Todas as variantes num só mundo, cada uma na sua cor, com seus rastros
compare-picture = Imagem
    .title = O que o palco mostra (cada painel, ou a sobreposição) como uma imagem PNG com 2× pixels
compare-leave = Editar a cena
    .title = Voltar a editar a cena (o conjunto de comparação é mantido)
compare-table =
    .aria-label = As medidas de cada variante, sobre os agentes que ela muda
compare-table-box =
    .aria-label = A tabela de medidas (rolável)
drop-hint = Solte um arquivo de cenário (.json), um link salvo, um caso de teste do SteerSuite (.xml) ou um .map e .scen do Moving AI para abri-los
timeline =
    .aria-label = Linha do tempo
timeline-back =
    .title = Voltar um passo (←; Shift+← dez)
    .aria-label = Voltar 1 passo
timeline-scrub =
    .aria-label = Passo da execução: arraste para ir e voltar
charts-toggle = Gráficos
    .title = Gráficos da execução: os valores do agente selecionado e as contagens da execução ao longo do tempo (C)
charts =
    .aria-label = Gráficos da execução
charts-agent = Agente
charts-agent-select =
    .aria-label = O agente cujos valores são mostrados
charts-hint = passe o ponteiro para ver um passo, clique ou arraste para ir até ele
charts-csv = CSV
    .title = Cada série em CSV: uma linha por passo
charts-png = PNG
    .title = Estes gráficos como imagem PNG
charts-canvas =
    .aria-label = Gráficos: valores ao longo dos passos da execução; passe o ponteiro ou arraste para percorrer a linha do tempo
panel =
    .aria-label = Painel: o mundo em palavras, a cena, a seleção e a execução
sheet-title = Cena, agente selecionado e eventos
why-dock =
    .aria-label = A seleção: o que está fazendo e por quê
selection-none = Clique num agente ou num círculo (ferramenta Selecionar) para ver o que está fazendo e por quê.
describe-heading = O mundo em palavras
describe-agents =
    .aria-label = Agentes: Enter seleciona um
describe-panes =
    .aria-label = Os painéis da comparação
announce-say = Dizer
announce-say-select =
    .aria-label = Dizer: o que é anunciado após cada passo
announce-playing = Ao reproduzir
announce-playing-select =
    .aria-label = Ao reproduzir: com que frequência é dito
sound-toggle = Som
    .title = Ouça os sensores do agente selecionado: cada raio que atinge algo é um tom, mais agudo e mais alto quanto mais perto, à esquerda ou à direita; um clique numa colisão, um acorde na chegada (H)
scene-heading = Cena
scene-more = Mostrar mais
settings-summary = Configurações da cena
settings-title = título
settings-title-input =
    .aria-label = Título da cena
settings-description = descrição
settings-description-input =
    .aria-label = Descrição da cena
settings-dt = dt (s)
settings-dt-input =
    .aria-label = Passo de tempo em segundos
settings-max-steps = máx. de passos
settings-max-steps-input =
    .aria-label = Limite de passos
settings-seed = semente
settings-seed-input =
    .aria-label = Semente dos números aleatórios do núcleo
settings-at-goal =
    .title = fica: um agente que alcança seu objetivo para ali, um corpo que os outros precisam contornar. sai: ele deixa o mundo, como o SteerSuite desativa um agente no objetivo.
settings-at-goal-label = no objetivo
settings-at-goal-select =
    .aria-label = O que um agente faz no seu objetivo
settings-at-goal-stay = fica
settings-at-goal-leave = sai
settings-note = O passo de tempo, o limite de passos, a semente e o que os agentes fazem no objetivo mudam a partir do passo atual, como uma edição na execução; Recomeçar (R) após uma mudança executa a cena inteira com eles. O tamanho da grade fica em Editar.
compare-toggle = Comparar
    .title = Mostra o conjunto de comparação da cena lado a lado num só relógio, ou volta a editar a cena
compare-edit = Comparar…
    .title = Escolha de 2 a 4 variantes desta cena para executar lado a lado
examples = Exemplos
examples-open = Abrir um exemplo…
gallery-open = Galeria
    .title = Todos os exemplos por artigo, com uma imagem e uma linha sobre o que mostram (G)
my-scenes-heading = Minhas cenas
my-scenes-name =
    .aria-label = Nome com que salvar a cena
    .placeholder = Nome (ou o título da cena)
my-scenes-save = Salvar
    .title = Guarda esta cena, como está agora, neste navegador
my-scenes-list =
    .aria-label = Cenas guardadas neste navegador
selected-heading = Selecionado: configurações
selected-explain = Explicar configurações
    .title = Mostra sob cada configuração o que ela faz (bom para toque; as mesmas palavras das dicas)
events-heading = Eventos
events-show = Mostrar
events-list =
    .aria-label = Eventos da execução: clique num para ir ao seu passo
events-pause-on =
    .aria-label = Pausar a reprodução no próximo evento destes tipos
events-pause-on-label = Pausar em
overlays-heading = Camadas
run-heading = Execução
edit-heading = Editar
edit-grid = Grade
edit-grid-width =
    .aria-label = Largura da grade em células
edit-grid-height =
    .aria-label = Altura da grade em células
edit-resize = Redimensionar
edit-clear-walls = Limpar paredes
edit-clear-all = Limpar tudo
edit-import = Importar…
    .title = Abre um arquivo de cenário (ou solte um na página)
edit-export = Exportar
    .title = Salva esta cena como arquivo de cenário
edit-one-file = Um arquivo
    .title = Salva esta cena (ou a lição em andamento) como um único arquivo HTML que abre em qualquer navegador, sem internet
edit-picture = Imagem
    .title = Salva o que a tela mostra como imagem PNG
edit-animation = Animação…
    .title = Salva um trecho de passos da execução como GIF animado (ou vídeo WebM)
edit-game-code = Usar no seu jogo…
    .title = A cena e o agente selecionado, com as configurações atuais, como código para os pacotes npm e CMake do sidestep
glossary-heading = Glossário
glossary-pproxy = P-proxy
glossary-pproxy-text = De uma célula, com antecipação de P passos: a menor distância ao alvo a partir de qualquer célula alcançável dela em no máximo P passos por células livres (células bloqueadas: <i>blocked</i>). Um agente n-proxy vai para o vizinho de menor P-proxy. P = 0 é o guloso (greedy) simples.
glossary-pstep = P-step
glossary-pstep-text = De uma célula: o número de passos dela até o alvo quando é no máximo P; senão, além de P. Ele desempata vizinhos de igual P-proxy, de modo que um agente a até P passos do alvo entra em linha reta.
glossary-tie = Empate, ordem fixa
glossary-tie-text = Quando vizinhos dividem o menor valor, o P-step os ordena (se essa regra estiver ativa); o que continuar empatado vai para o primeiro de cima, baixo, esquerda, direita.
glossary-stop = Parar ao voltar
glossary-stop-text = Uma correção do n-proxy: um agente cuja próxima célula seria a que acabou de deixar para ali em vez de ir e voltar.
glossary-emergency = Emergência T
glossary-emergency-text = Bigodes (whiskers): para cada raio, T = 1 − d / L, onde d é a distância até o ponto atingido e L o comprimento do raio (0: nada à vista, 1: encostando). A virada cresce linearmente com o maior T, a freada com T².
glossary-influence = Influência
glossary-influence-text = Antenas (feelers): 1 quando uma antena lateral toca algo (2 quando a central também toca), suavizada no tempo. O comando lateral é a influência esquerda − direita: lados iguais se anulam em 0.
glossary-interest = Interesse
glossary-interest-text = Direção por contexto (context): quanto cada uma das N direções leva aonde o agente quer ir (o objetivo, ou seu caminho), de 0 a 1.
glossary-danger = Perigo
glossary-danger-text = Direção por contexto: quanto um raio naquela direção vê no caminho, dentro do seu alcance: 1 mascara o interesse da posição (máscara), ou uma pontuação é subtraída dele (por distância).
glossary-collision = Colisão, contato
glossary-collision-text = Uma sobreposição do corpo de um agente com um obstáculo (colisão) ou com outro agente (contato), contada uma vez até o corpo ficar livre de novo por 0,05 u. Os agentes não têm colisores: as sobreposições são contadas, não impedidas.
keys-heading = Teclas
keys-all = Todos os atalhos (?)
    .title = Todos os atalhos (?)
keys-run = <kbd>Space</kbd> reproduzir/pausar · <kbd>→</kbd> passo · <kbd>←</kbd> voltar (<kbd>Shift</kbd> dez) · <kbd>Home</kbd> <kbd>End</kbd> primeiro e último passo · <kbd>R</kbd> recomeçar ·
keys-rest = ferramentas · <kbd>N</kbd> próximo agente · no mundo: as setas movem o cursor de edição, <kbd>Enter</kbd> aplica a ferramenta · <kbd>H</kbd> som · <kbd>Del</kbd> apagar · <kbd>Esc</kbd> desselecionar · <kbd>Ctrl</kbd>+<kbd>Z</kbd> desfazer · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> refazer · roda ou pinça: zoom · arrastar com o botão do meio, <kbd>Space</kbd>+arrastar, dois dedos ou <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>: mover a vista · <kbd>+</kbd> <kbd>−</kbd> zoom · <kbd>F</kbd> ajustar · <kbd>C</kbd> gráficos · <kbd>G</kbd> galeria · <kbd>E</kbd> scripts · <kbd>P</kbd> apresentar · modo direção: setas ou <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = Comparar variantes desta cena
compare-editor-cancel =
    .aria-label = Fechar sem alterações
compare-editor-intro = Cada variante é a cena com os agentes escolhidos alterados: outro comportamento e/ou uma configuração. Elas rodam lado a lado num só relógio, com suas medidas numa tabela.
compare-presets = Prontos
compare-presets-select =
    .aria-label = Um conjunto de variantes pronto
compare-presets-pick = Escolha um conjunto…
compare-presets-rays = whiskers, feelers, raycast, context (o agente selecionado, ou todos)
compare-presets-grid = greedy e nproxy
compare-presets-pstep = n-proxy: regra P-step desligada e ligada
compare-presets-p37 = n-proxy: P = 3 e P = 7
compare-presets-avoid = como está, e como orca
compare-presets-routes = sem rota, uma rota em grade, uma rota de qualquer ângulo
compare-col-label = rótulo
compare-col-agents = agentes
compare-col-behaviour = comportamento
compare-col-route = rota
compare-col-setting = configuração
compare-col-value = valor
compare-add = + variante
compare-apply = Comparar
shortcuts-title = Atalhos de teclado
shortcuts-close =
    .aria-label = Fechar os atalhos
sc-space = reproduzir / pausar (segurada: arrastar para mover a vista)
sc-arrows = um passo à frente / atrás (com <kbd>Shift</kbd>: dez)
sc-home = passo 0 / o último passo calculado
sc-reset = recomeçar: a cena como está agora, desde o passo 0
sc-tab = o controle seguinte / anterior (o mundo é uma só parada; os links de atalho vêm primeiro)
sc-next = selecionar o agente seguinte / anterior (ele é anunciado)
sc-esc = desselecionar; devolver o que o teclado segura; fechar um diálogo
sc-cursor-keys = setas (no mundo, com uma ferramenta de edição)
sc-cursor = mover o cursor de edição (com <kbd>Shift</kbd>: cinco células)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (no mundo, com uma ferramenta de edição)
sc-apply = aplicar a ferramenta no cursor (Espaço depois que as setas o moveram; antes, Espaço reproduz): pintar ou apagar uma célula, pôr um círculo, pôr um agente (depois ir ao seu objetivo e <kbd>Enter</kbd> de novo), adicionar um ponto de caminho; uma linha ou um retângulo termina no segundo <kbd>Enter</kbd>
sc-hold-keys = <kbd>Enter</kbd> (no mundo, com Selecionar)
sc-hold = segurar o agente selecionado (<kbd>Shift</kbd>+<kbd>Enter</kbd>: seu objetivo), círculo ou ponto de caminho; as setas o movem, <kbd>Enter</kbd> o solta, <kbd>Esc</kbd> o devolve
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (com um círculo selecionado)
sc-radius = seu raio mais / menos 0,25 u (com <kbd>Shift</kbd>: 1 u)
sc-sound = ouvir os sensores do agente selecionado (liga / desliga)
sc-delete = apagar a seleção
sc-undo = desfazer / refazer
sc-zoom = aumentar, diminuir zoom (sem círculo selecionado), ajustar o mundo inteiro (também a roda, ou uma pinça)
sc-pan = mover a vista para cima, esquerda, baixo, direita em um oitavo dela (com <kbd>Shift</kbd>: metade)
sc-charts = gráficos
sc-gallery = a galeria de exemplos (as setas movem, <kbd>Enter</kbd> abre, <kbd>Esc</kbd> fecha)
sc-scripts = o editor de scripts (o script do agente selecionado; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> aplica, <kbd>Esc</kbd> fecha)
sc-present = modo apresentação: letra grande, a tela e por que o agente selecionado se move, lado a lado (também <code>?present=1</code>)
sc-drive-keys = setas, <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = dirigir o agente no modo direção
sc-help = esta folha
sc-note = As teclas funcionam qualquer que seja o último controle usado, exceto enquanto você digita num campo de texto ou de número.

tool-select = Selecionar
    .hint = Arraste agentes, objetivos e círculos. Arraste a alça de um círculo selecionado para redimensioná-lo. Delete remove a seleção.
tool-wall = Paredes
    .hint = Arraste para pintar células bloqueadas (arrastar com o botão direito apaga). Livre, Linha ou Ret. e o tamanho do pincel ficam na barra sobre a tela; Labirinto e Salas desenham um padrão de uma semente.
tool-erase = Apagar
    .hint = Arraste para liberar células bloqueadas. Livre, Linha ou Ret. (uma área inteira) e o tamanho do pincel ficam na barra sobre a tela.
tool-circle = Círculo
    .hint = Pressione e arraste para traçar um obstáculo circular. Arraste um existente para movê-lo.
tool-agent = + Agente
    .hint = Pressione no início e arraste até o objetivo. O menu ao lado desta ferramenta escolhe o comportamento (comportamentos de grade se encaixam nas células).
tool-path = Caminho
    .hint = Clique para adicionar pontos a um caminho (um novo, ou o aberto selecionado); clique no primeiro ponto para fechar o circuito; arraste pontos para movê-los; Delete remove o ponto selecionado.
tool-delete = Excluir
    .hint = Clique num agente, círculo ou ponto de caminho para removê-lo.
tool-terrain = Terreno
    .hint = Arraste para elevar, rebaixar ou aplainar o chão sob o disco (a barra sobre a tela escolhe qual, seu raio e sua força). Só as antenas sentem alturas; os outros comportamentos mantêm suas regras 2D.
new-behavior =
    .title = Comportamento dos novos agentes
new-behavior-script = { $name } (um script novo)
new-behavior-grid = { $name } (grade)
tool-names = ferramentas: { $names }
paint-free = Livre
    .hint = arraste para pintar
paint-line = Linha
    .hint = arraste de uma ponta à outra
paint-rect = Ret.
    .hint = arraste de um canto ao oposto: paredes desenham o contorno, apagar limpa a área
brush-size = { $size } × { $size }
play-label = Reproduzir
pause-label = Pausar
present-label = Apresentar
present-stop-label = Parar de apresentar
pace-max = máx.
pace-per-second = { $pace } /s
readout-step = passo { $step }
readout-time = { $seconds } s
timeline-step-of = passo { $step } de { $last }
timeline-edited = editado no passo { $step }
state-playing = reproduzindo
state-no-agents-yet = ainda sem agentes
state-no-agents = sem agentes
state-finished = terminado
state-paused = pausado
state-reading = abrindo o arquivo
rate = { $steps } passos/s · { $factor }× o tempo real
rate-behind = rodando a { $steps } passos/s, { $factor }× o tempo real (pedido: { $pace } /s): um passo leva { $ms } ms
step-limit-reached = A execução terminou no seu limite de passos ({ $step } passos): ← volta, R recomeça.
step-nothing-left = Nada mais a avançar no passo { $step }: todos os agentes pararam. ← volta, R recomeça, Reproduzir repete.
threads-count = { $n ->
        [one] { $n } thread
       *[other] { $n } threads
    }
threads-why = { $count }: { $reason }
threads-isolation = este servidor não envia COOP/COEP
threads-cores = este dispositivo tem um só núcleo
threads-failed = o módulo com threads não iniciou
scene-show-more = Mostrar mais
scene-show-less = Mostrar menos
scene-untitled = Cena sem título
selection-hint = Clique num agente ou num círculo (ferramenta Selecionar) para ver o que está fazendo e por quê.
sheet-title-scene = Cena, agente selecionado e eventos
sheet-title-compare = Comparar: os eventos das variantes e a cena
sheet-title-agent = { $name } · { $behavior } · { $status } — por que se move
compare-edit-change = Alterar…
compare-edit-new = Comparar variantes…
compare-note-active = { $n } variantes num só relógio
compare-note-side = lado a lado, num só relógio
compare-toggle-leave = Editar a cena
compare-toggle-count = Comparar { $n } variantes
compare-selection-note = Cada painel roda sua própria cópia da cena. A tabela sob os painéis os compara (clique numa linha para listar os eventos daquela variante); o agente selecionado é desenhado em cada painel, e os gráficos (C) o traçam, uma linha por painel.
compare-hint = Comparar: cada painel é uma variante da cena, todas num só relógio. Reproduza, avance, percorra a linha do tempo e volte como de costume; “Editar a cena” para alterá-la.
describe-summary = { $title }{ $w } × { $h } células, { $walls ->
        [one] { $walls } célula de parede
       *[other] { $walls } células de parede
    }, { $circles ->
        [one] { $circles } círculo
       *[other] { $circles } círculos
    }, { $agents ->
        [one] { $agents } agente
       *[other] { $agents } agentes
    }; passo { $step } ({ $time } s).
describe-title = { $title }:{ " " }
describe-agent = { $name }, { $behavior }, em { $at }, objetivo { $goal }, { $status }
describe-cell = célula { $xy }
describe-pair = ({ $x }; { $y })
describe-colliding = { $status }, em colisão
describe-touching = { $status }, tocando um agente
describe-more = { $n ->
        [one] e mais { $n } agente (N e Shift+N o escolhem)
       *[other] e mais { $n } agentes (N e Shift+N os escolhem)
    }
describe-none = Ainda não há agentes: a ferramenta + Agente (5) coloca um.
describe-near-none = Perto de { $name }: nada a menos de { $reach } u.
describe-near = Perto de { $name }: { $list }.
describe-near-join = ;{ " " }
describe-circle = círculo { $index }, a { $d } u a { $dir }
describe-wall = uma parede a { $d } u a { $dir }
describe-border = a borda do mundo a { $d } u a { $dir }
describe-select-note = Selecione um agente (Enter no nome dele, ou N) para ouvir por que ele se move.
view-shown = Zoom { $zoom }×: de { $from } a { $to }
view-fit = O mundo inteiro está visível
describe-pane = { $label }: { $text }
describe-agents-of = Agentes de { $label }: Enter seleciona um
compass-east = leste
compass-south-east = sudeste
compass-south = sul
compass-south-west = sudoeste
compass-west = oeste
compass-north-west = noroeste
compass-north = norte
compass-north-east = nordeste
status-moving = em movimento
status-stalled = sem avançar
status-reached = chegou
status-stuck = preso
status-oscillation = oscilando
status-maxSteps = limite de passos
status-numeric = erro numérico
status-script = script
announce-short = motivo curto, eventos
announce-full = motivo completo, eventos
announce-events = só eventos
announce-off = nada
announce-every-1 = uma vez por segundo
announce-every-2 = a cada 2 s
announce-every-5 = a cada 5 s
announce-more = e mais { $n } eventos
announce-join = .{ " " }
overlay-profile = Vista lateral do agente feelers selecionado sobre o terreno (alturas, raio para baixo, normal, deslocamento)
overlay-goals = Objetivos e linhas até o objetivo
overlay-decisions = Valores do próximo movimento ao lado do agente de grade selecionado
overlay-heatmap = Mapa de calor do P-proxy do agente de grade selecionado
overlay-rays = Raios: cinza livre, amarelo detectando, vermelho em colisão
overlay-context = Mapa de contexto do agente context selecionado (gráfico polar)
overlay-orca = ORCA: os vizinhos do agente orca selecionado e seus semiplanos no espaço de velocidades (quadro)
overlay-paths = Caminhos e alvos
overlay-forces = Forças aplicadas: base (verde), virada (violeta), freio (laranja), desvio de agentes (verde-azulado), limite de velocidade (cinza), total (preto)
overlay-reach = Células a até P passos do agente selecionado
overlay-trail = Rastro do agente selecionado, e onde agentes de grade voltaram atrás
overlay-everyAgent = Objetivos, raios e forças de todos os agentes, também em multidões (lento)
overlay-byBehavior = Colorir os agentes por comportamento (legenda sobre a tela)
overlay-routes = Rotas: o trecho de cada agente até o ponto de passagem para onde ele vai (a rota inteira do agente selecionado é desenhada com seu objetivo)
events-all = Todos os eventos
events-group-collision = Colisões
events-group-contact = Contatos entre agentes
events-group-return = Voltas atrás (vai e vem)
events-group-stop = Chegadas e paradas
events-group-lap = Voltas
events-group-route = Rotas replanejadas
events-nothing-yet = Nada ainda: reproduza ou avance a execução.
events-pause-collision = colisão
    .title = Pausar quando houver colisões
events-pause-contact = contato
    .title = Pausar quando houver contatos entre agentes
events-pause-return = volta atrás
    .title = Pausar quando houver voltas atrás (vai e vem)
events-pause-stop = chegada ou parada
    .title = Pausar quando houver chegadas e paradas
events-pause-lap = volta
    .title = Pausar quando houver voltas

# As linhas da lista de eventos (ui/events.js)
event-none-computed = Nenhum nos { $steps } passos calculados.
event-some = { $n } nos { $steps } passos calculados.
event-some-shown = { $n } nos { $steps } passos calculados; mostrados os { $shown } mais próximos do passo { $step }.
event-line = passo { $step }: { $name } { $says }
event-go = Ir ao passo { $step } e selecionar { $name }
event-agent = agente { $n }
event-obstacle-circle = o círculo { $n }
event-obstacle-border = a parede da borda
event-obstacle-wall = a parede { $n }
event-obstacle-removed = um obstáculo (já removido)
event-collisionBegin = colide com { $obstacle }
event-collisionEnd = fica livre de { $obstacle } de novo
event-contactBegin = toca { $other }
event-contactEnd = fica livre de { $other } de novo
event-return = volta à célula que acabou de deixar
event-reached = chega ao seu objetivo
event-stop = para: { $reason }
event-stop-maxSteps = o limite de passos acabou
event-lap = completa uma volta ({ $laps })
event-replanned = planeja sua rota de novo ({ $reason })
event-replan-none = nenhum
event-replan-start = início
event-replan-blocked = bloqueada
event-replan-pushed-off = afastado do seu trecho
event-replan-edited = editado

# Os contadores da execução (ui/panel.js)
stats-state = estado
stats-playing = rodando
stats-finished = terminada
stats-paused = pausada
stats-step = passo
stats-step-value = { $step } / { $max }
stats-time = tempo
stats-time-value = { $time } s (dt { $dt } s)
stats-agents = agentes
stats-agents-value = { $n } ({ $moving } em movimento, { $reached } chegaram)
stats-agents-stalled = { $n } ({ $moving } em movimento, { $stalled ->
        [one] { $stalled } parado
       *[other] { $stalled } parados
    }, { $reached ->
        [one] { $reached } chegou
       *[other] { $reached } chegaram
    })
stats-collisions = colisões
    .title = episódios de sobreposição, um por agente e obstáculo, somados sobre todos os agentes; segundos em contato por agente (a soma dividida pelo número deles); a sobreposição mais funda
stats-agent-contacts = contatos entre agentes
    .title = episódios de sobreposição entre dois agentes, cada par uma vez; segundos em contato com outro agente por agente (a soma dividida pelo número deles); a sobreposição mais funda entre dois
stats-contacts-value = { $n } · { $time } s em contato por agente · no máximo { $depth } u
stats-hash = hash

# As séries dos gráficos (ui/charts.js)
chart-speed = velocidade
chart-clearance = folga
chart-emergency = emergência T
chart-steer = direção
chart-brake = freio
chart-avoid = evitar agentes
chart-leftInfluence = influência esquerda
chart-rightInfluence = influência direita
chart-lateral = comando lateral
chart-hitDistance = distância do acerto
chart-turn = escolhida − desejada
chart-masked = setores mascarados
chart-change = escolhida − preferida
chart-halfPlanes = semiplanos
chart-violation = violação do recurso
chart-routeDistance = distância à rota
chart-goalDistance = distância ao objetivo
chart-proxy = proxy escolhido
chart-pproxy = P-proxy escolhido
chart-pstep = P-step escolhido
chart-collisions = colisões
chart-contacts = contatos entre agentes
chart-arrivals = chegadas
chart-returns = retornos
chart-run = colisões · contatos · chegadas
chart-agent-none = — nenhum (só a execução)
chart-computing = calculando passos anteriores… { $done } de { $total }

# O painel da seleção e seus ajustes (ui/selected.js)
sel-slots-label = Os setores do mapa de contexto
sel-path-title = Caminho { $n }
sel-path-points = pontos
sel-path-followed = seguido por
sel-path-nobody = ninguém
sel-path-closed = laço fechado
sel-path-hint = Ferramenta de caminho: clique para adicionar pontos, arraste-os para movê-los, clique no primeiro para fechar; Delete remove o ponto selecionado.
sel-circle-title = Círculo { $n }
sel-circle-centre = centro
sel-circle-radius = raio
sel-settings = ajustes de { $behavior }
sel-no-settings = { $behavior } não tem ajustes próprios
sel-edit-script = Editar seu script
    .title = Abrir scripts.{ $name } no editor de scripts (E)
sel-runs-script = executa scripts.{ $name }
sel-path-none = nenhum: o objetivo
sel-path-option = { $loop ->
        [yes] caminho { $n } ({ $points } pontos, laço)
       *[no] caminho { $n } ({ $points } pontos)
    }
sel-follows = segue
sel-drive = Dirigir (setas / WASD)
    .title = Dirija este agente você mesmo; os raios dele corrigem você. Esc para.
sel-drive-stop = Parar de dirigir (Esc)
sel-assist = assistência para evitar
sel-avoid = evitar agentes
    .title = Evitar outros agentes pelo tempo de maior aproximação (o artigo de raycast)
sel-one-less = Um a menos: { $name }
sel-one-more = Um a mais: { $name }

# A rota do agente selecionado (ui/route-facts.js): um rótulo e seu valor; o nome do planejador, o estado e o
# motivo são identificadores do núcleo
sel-route = rota
sel-route-pending = { $planner }: planeja antes do próximo movimento
sel-route-waypoint = { $planner }: ponto de passagem { $n } de { $count }
sel-route-none = { $planner }: nenhuma encontrada ({ $status }); vai em linha reta até o objetivo
sel-route-length = comprimento da rota
sel-route-length-value = { $length } u planejadas, faltam { $left } u
sel-route-off = fora do trecho
sel-route-off-value = { $distance } u
sel-route-cost = custo do plano
sel-route-cost-value = { $expanded } pontos da malha expandidos, { $tested } segmentos testados
sel-route-last = último planejamento
sel-route-last-value = { $replans ->
        [one] passo { $step } ({ $reason }); { $replans } plano até agora
       *[other] passo { $step } ({ $reason }); { $replans } planos até agora
    }

# Os campos próprios do agente selecionado (ui/agent-editor.js)
ed-name = nome
    .aria-label = Nome
    .title = Mostrado na tela, no painel e nos relatórios; até 64 caracteres.
ed-region = região "{ $name }", agente { $n } de { $count }
ed-explicit = um agente explícito (fora de uma região)
ed-from = de
    .title = A região de multidão do arquivo que posicionou este agente. Mudá-lo no passo 0 grava essa região (e as seguintes) como agentes explícitos, um só passo de desfazer.
ed-behavior = comportamento
    .aria-label = Comportamento
    .title = { $kind ->
        [grid] Muda o comportamento deste agente no lugar (os ajustes voltam aos padrões do novo). Agentes de grade aceitam só comportamentos de grade.
       *[continuous] Muda o comportamento deste agente no lugar (os ajustes voltam aos padrões do novo). Agentes contínuos aceitam só comportamentos contínuos.
    }
ed-radius = raio
    .title = Raio do corpo em unidades do mundo [0.01, 8]: o que colide e de onde os raios partem.
ed-maxSpeed = velocidade máx.
    .title = Velocidade máxima em unidades do mundo por segundo [0.01, 100].
ed-maxAccel = aceleração máx.
    .title = Aceleração máxima por segundo, direção e freio juntos [0.01, 1000].
ed-start = início
    .title = { $kind ->
        [grid] Onde começa (uma célula); movê-lo faz o agente começar ali de novo.
       *[continuous] Onde começa (unidades do mundo); movê-lo faz o agente começar ali de novo.
    }
ed-goal = objetivo
    .title = { $kind ->
        [grid] Para onde vai (uma célula).
       *[continuous] Para onde vai (unidades do mundo).
    }
ed-planner = planejador de rota
    .aria-label = Planejador de rota
    .title = none: vai em linha reta até o objetivo, como diz seu artigo. grid: A* planeja antes uma rota de movimentos retos e diagonais contornando os obstáculos; any-angle: Lazy Theta*, linhas retas entre os cantos. Seu comportamento segue a rota e desvia como diz sua própria regra.
ed-duplicate = Duplicar como
    .aria-label = Comportamento da cópia
    .title = Uma cópia deste agente (mesmo início, objetivo, corpo e ajustes), com o comportamento escolhido ao lado
ed-delete = Excluir
    .title = Remover este agente (Delete)

# Enquanto as palavras do motivo carregam (ui/reason-words.js)
reason-waiting = { $name }: a explicação está carregando

invalid-unknown-key = { $path }: chave desconhecida
invalid-required = { $path }: é obrigatório
invalid-object = { $path }: deve ser um objeto, mas é { $got }
invalid-array = { $path }: deve ser uma lista, mas é { $got }
invalid-one-of = { $path }: deve ser um de { $list }, mas é { $got }
invalid-number = { $path }: deve ser um número em { $range }, mas é { $got }
invalid-number-between = { $path }: deve ser um número entre { $lo } e { $hi }, mas é { $got }
invalid-number-out-of-range = { $path }: { $got } está fora do intervalo: deve ser um número em { $range }
invalid-integer = { $path }: deve ser um inteiro entre { $lo } e { $hi }, mas é { $got }
invalid-integer-out-of-range = { $path }: { $got } está fora do intervalo: deve ser um inteiro entre { $lo } e { $hi }
invalid-string = { $path }: deve ser um texto, mas é { $got }
invalid-too-long = { $path }: deve ter no máximo { $max } bytes, mas tem { $bytes }
invalid-boolean = { $path }: deve ser true ou false, mas é { $got }
invalid-point = { $path }: deve ser [x, y], dois números, mas é { $got }
invalid-point-float = { $path }: deve ser [x, y], dois números dentro do intervalo de um float, mas é { $got }
invalid-unknown-param = { $path }: parâmetro desconhecido de { $owner } (ele tem { $known })
invalid-unknown-param-none = { $path }: parâmetro desconhecido de { $owner } (ele não tem nenhum)
invalid-unknown-behavior = { $path }: comportamento desconhecido "{ $name }"; disponíveis: { $available }
invalid-more = { $n ->
        [one] ... e mais { $n } erro
       *[other] ... e mais { $n } erros
    }

## As palavras do núcleo (core/src/explain): os números do agente selecionado e o motivo do seu próximo
## movimento. O núcleo dá um id e seus argumentos; os números chegam com suas casas decimais.
fact-position = posição
fact-goal = objetivo
fact-speed = velocidade
fact-radius = raio
fact-steps = passos
fact-path = percurso
fact-collisions = colisões
fact-in-contact = em contato
fact-min-clearance = folga mínima
fact-returns = retornos
fact-agent-contacts = contatos com agentes
fact-effort = esforço
fact-avoid-agents = evita agentes
fact-terrain-hits = toques no terreno
fact-path-followed = caminho
fact-speed-scale = escala de velocidade
fact-number = { $n }
fact-point = ({ $x }; { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n } (sobrepondo agora)
        [clear] { $n } (ainda não livre)
        [many] { $n } ({ $open } em curso)
        [many-overlapping] { $n } ({ $open } em curso, sobrepondo agora)
       *[none] { $n }
    }
fact-contact-value = { $time } s, no máximo { $depth } u de profundidade
fact-clearance-value = { $d } u até os obstáculos
fact-clearance-none = — (após o primeiro passo)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (o último em ({ $x }; { $y }))
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } em curso), { $time } s, no máximo { $depth } u de profundidade
        [touching] { $n } (tocando agora), { $time } s, no máximo { $depth } u de profundidade
        [clear] { $n } (ainda não livre), { $time } s, no máximo { $depth } u de profundidade
       *[none] { $n }, { $time } s, no máximo { $depth } u de profundidade
    }
fact-effort-value = { $e } u/s de mudança de velocidade
fact-avoid-orca = pelos seus semiplanos (ORCA)
fact-yes = sim
fact-no = não
fact-terrain-hits-value = { $n ->
        [one] { $n } passo com uma antena sob o solo
       *[other] { $n } passos com uma antena sob o solo
    }
fact-path-value = { $path } (voltas { $laps })
fact-none = nenhum
why-head-move = Próximo movimento
why-head-step = Próximo passo
why-head-stopped = Parado
why-reached-cell = → chegou: está na sua célula-alvo, então não se move mais
why-reached-near = → chegou: está a menos de { $d } u do seu objetivo, então não se move mais
why-oscillation = → parado (stop-on-return): sua próxima célula seria a que acabou de deixar
why-stuck = → preso: os quatro vizinhos estão bloqueados, não há para onde ir
why-max-steps = → a execução atingiu seu limite de passos (maxSteps { $max }) antes de ele chegar
why-numeric = → parado: seu movimento gerou um número não finito; parou no último estado finito
why-script-stop = → parado pelo seu script (a mensagem diz por quê)
why-dir-up = cima
why-dir-down = baixo
why-dir-left = esquerda
why-dir-right = direita
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } bloqueada
why-grid-lowest = → menor proxy →
why-grid-tie = → empate em { $lowest } ({ $tied })
why-grid-fixed-order = → ordem fixa (cima, baixo, esquerda, direita) →
why-grid-pstep = → P-step:
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } além de P
why-grid-pstep-join = ,{ " " }
why-grid-still-tied = , ainda empatado → ordem fixa (cima, baixo, esquerda, direita) →
why-grid-refused = ↺ { $dir } é a célula que acabou de deixar: stop-on-return o para aqui em vez de ir e voltar
why-grid-pacing = ↺ de volta à célula que acabou de deixar: vai e volta
why-grid-circle = { $how ->
        [overlaps] agentes de grade não veem círculos: ele se sobrepõe ao círculo em ({ $x }; { $y })
       *[walks] agentes de grade não veem círculos: ele entra no círculo em ({ $x }; { $y })
    }
why-orca-head-step = Próximo passo: ORCA
why-orca-head-giving-way = No objetivo, dando passagem: ORCA
why-orca-head-at-goal = No objetivo: ORCA
why-orca-head-returning = Voltando ao objetivo: ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] velocidade preferida ({ $x }; { $y }), { $speed } u/s do condutor
        [waypoint] velocidade preferida ({ $x }; { $y }), { $speed } u/s rumo ao ponto de passagem { $k }
       *[goal] velocidade preferida ({ $x }; { $y }), { $speed } u/s rumo ao objetivo
    }
why-orca-slower = { " " }(mais lenta na última unidade)
why-orca-held = , limitada à velocidade máxima { $max }
why-orca-driven = → conduzido, assistência desligada: só o condutor, sem semiplanos
why-orca-sources = { $obstacles ->
        [one] { $obstacles } semiplano de paredes e círculos a menos de { $reach } u, { $agents } dos agentes mais próximos a menos de { $near } u (no máximo { $most })
       *[other] { $obstacles } semiplanos de paredes e círculos a menos de { $reach } u, { $agents } dos agentes mais próximos a menos de { $near } u (no máximo { $most })
    }
why-orca-left-out = { $n ->
        [one] ; { $n } obstáculo mais distante fica de fora
       *[other] ; { $n } obstáculos mais distantes ficam de fora
    }
why-orca-where-cutoff = corte
why-orca-where-left-leg = lado esquerdo
why-orca-where-right-leg = lado direito
why-orca-where-overlap = sobreposição
why-orca-plane = { $from ->
        [agent] #{ $k } de { $name } ({ $where })
        [circle] #{ $k } do círculo { $index } ({ $where })
        [wall] #{ $k } da aresta de parede { $index } ({ $where })
       *[inside] #{ $k } da parede em que está ({ $where })
    }
why-orca-velocity = ({ $x }; { $y }), { $speed } u/s
why-orca-keeps = { $held ->
        [yes] → a velocidade preferida, limitada à velocidade máxima, está dentro de todos os semiplanos: ele a mantém,{ " " }
       *[no] → a velocidade preferida está dentro de todos os semiplanos: ele a mantém,{ " " }
    }
why-orca-nearest = → a velocidade permitida mais próxima da preferida está no semiplano{ " " }
why-orca-corner = , no canto com{ " " }
why-orca-at-max = , na velocidade máxima
why-orca-colon = :{ " " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → nenhuma velocidade está dentro de todos os semiplanos: paredes e círculos mantidos, a pior violação dos agentes reduzida ao mínimo:{ " " }
why-orca-squeezed = → nem os semiplanos de paredes e círculos deixam uma velocidade: a pior violação de todas feita mínima:{ " " }
why-orca-violation = { $v } u/s
why-orca-on = , em{ " " }
why-orca-pass-right = outro agente está no caminho: a velocidade preferida foi girada para a sua direita em { $amount } do seu comprimento (passRight)
why-orca-stalled = → travado: nenhuma velocidade permitida o leva rumo ao objetivo (a melhor: { $best } u/s rumo a ele)
why-orca-held-by = ; retido por{ " " }
why-orca-and = { " " }e{ " " }
why-orca-sets = ORCA define a velocidade por conta própria (a aceleração máxima não se aplica): rumo à velocidade preferida { $base } u/s², correção do ORCA { $avoid } u/s²
why-orca-note-fallback = nenhuma velocidade está dentro de todos os semiplanos (uma multidão densa): os de paredes e círculos continuam rígidos e a maior violação dos de agentes fica o menor possível, então os corpos podem se tocar
why-orca-note-no-side = o semiplano que limita encara a velocidade preferida de frente: a velocidade permitida mais próxima é mais lenta na mesma linha e nada a gira para um lado; exatamente de frente, ou com o objetivo logo atrás de um obstáculo, o ORCA para ali e nunca escolhe um lado
why-orca-note-held = seus semiplanos deixam menos de 5 % da velocidade preferida rumo ao objetivo: fica retido onde está
why-orca-note-stalled = travado: toda velocidade que seus semiplanos permitem se afasta do objetivo ou o cruza (nenhuma o leva até lá a 1 % da velocidade preferida); um impasse simétrico ou um objetivo atrás de um obstáculo; o ORCA sozinho espera aqui (os remédios: passRight para agentes no caminho, uma rota para obstáculos)
why-orca-note-giving-way = no objetivo, dando passagem: chegou (contado na primeira vez que ficou a menos de 0,05 u do objetivo) e mantém o ORCA com o objetivo como velocidade preferida, para que outros possam passar empurrando; volta ao objetivo quando passaram
why-orca-note-at-goal = no objetivo: chegou e descansa ali com o ORCA em funcionamento (atGoal: giveWay): agora nenhum semiplano exclui ficar parado; quando o de outro agente excluir, ele dará passagem
why-orca-note-returning = voltando ao objetivo: deu passagem a outro agente e a velocidade rumo ao objetivo voltou a ser permitida, então o ORCA o traz de volta; descansa assim que fica a menos de 0,05 u do objetivo
why-orca-note-pass-right = outro agente está no caminho, então sua velocidade preferida gira para a direita (passRight): agentes que sempre mantêm a direita passam uns pelos outros em vez de parar frente a frente
why-note-influences-cancel = os dois lados batem igual: as influências se anulam (esquerda − direita = 0) e as antenas não têm freio, então segue reto; a regra do artigo falha aqui
why-note-straight-back = a normal da batida aponta bem para trás, então o ponto que ele busca fica atrás dele: fica pairando diante da parede; a regra do artigo falha aqui
why-note-all-masked = o perigo mascara cada fatia com interesse: não sobra nenhuma direção, ele freia e espera
why-note-mutual-wait = os dois esperam: cada um é o perigo do outro (o remédio: perigo pela distância com desvio, que os afasta)
why-note-inside = um raio começa dentro de um obstáculo (o centro, ou para bigodes o lado): esse obstáculo conta só nas direções que não levam para fora; agentes de bigodes e de raios com o centro dentro saem por onde entraram, e o interesse de um agente de contexto aponta a saída mais curta
why-note-pass-right = quase de frente: foge para a sua direita, então dois agentes que se encontram de frente passam um pelo outro
why-note-blended = a fuga é pesada pela urgência (1 − tempo / horizonte) contra a própria direção em vez de substituí-la
why-note-head-on = de frente exato: foge bem para trás, e o outro também, então se encontram de novo e de novo; a regra literal trava aqui (os remédios: passRight, ou paciência para desistir e desviar)
why-note-flee-along = fugir do outro agente o levaria contra um obstáculo, então foge ao longo do obstáculo (a parte contra ele é retirada; num canto pode não sobrar nada)
why-note-ground-hit = uma antena passou sob o chão: o chão à frente sobe mais rápido que a ponta da antena (antenas niveladas, ou uma inclinação que começa à frente, que o raio para baixo sob o agente ainda não vê), então ele evita chão em que poderia andar
why-note-centre-only = só a antena central bate: a regra dobra a influência de uma antena lateral quando a central também bate, mas sozinha a central não define nenhuma, então o comando é 0 − 0 = 0 e ele entra reto; a regra do artigo falha aqui (o remédio: centreSide)
why-note-centre-side = só a antena central bate: com centreSide conta como batida do lado em que está o obstáculo, pela normal da superfície (centro exato: a esquerda), então ele vira em vez de entrar reto
why-route-pending = { $edited ->
        [yes] → rota ({ $planner }): planejada antes da próxima decisão (foi editado)
       *[no] → rota ({ $planner }): planejada antes da próxima decisão
    }
why-route-following = → segue o ponto de passagem { $k } de { $n } da sua rota { $planner } ({ $length } u, faltam { $left } u; { $off } u fora do trecho);{ " " }
why-route-none = → sem rota ({ $planner }, { $status }): { $cause }; vai direto ao objetivo, como sem planejador (
why-route-when = planejada no passo { $step } porque { $why }
why-route-when-pushed = planejada no passo { $step } porque foi empurrado mais de { $off } u para fora do trecho em que estava
why-route-because-start = começou, ou foi editado
why-route-because-blocked = uma edição bloqueou o que restava da rota
why-route-because-edited = não tinha rota e uma edição mudou os obstáculos
why-route-start-blocked = seu centro estava dentro de um obstáculo onde planejou
why-route-goal-blocked = seu objetivo está dentro de um obstáculo, ou nenhum ponto perto do objetivo está livre para seu corpo
why-route-too-large = a grade é grande demais para o planejador com este raio
why-route-unreachable = todo lugar que seu corpo alcança foi buscado, e o objetivo não é nenhum deles
why-head-context = Próximo passo: o mapa de contexto
why-ray-ray = raio
why-ray-right-ray = raio direito
why-ray-left-ray = raio esquerdo
why-ray-centre-ray = raio central
why-ray-left-whisker = bigode esquerdo
why-ray-right-whisker = bigode direito
why-ray-left-feeler = antena esquerda
why-ray-centre-feeler = antena central
why-ray-right-feeler = antena direita
why-ray-hit = { $ray }: acerto a { $d } de { $len }
why-ray-clear = { $ray }: livre ({ $len })
why-ray-inside = , começa dentro de um obstáculo
why-ray-emergency = , T = { $v }
why-ray-target = , alvo { $v }
why-side-left = esquerdo
why-side-right = direito
why-whiskers-rule = { $tie ->
        [yes] → o lado { $side } tem a maior emergência (T = { $t }, empate: vence o primeiro raio) → desvia { $steer } u/s² (linear em T), freia { $brake } u/s² (T², sem dar ré), buscar recebe { $base } u/s²
       *[no] → o lado { $side } tem a maior emergência (T = { $t }) → desvia { $steer } u/s² (linear em T), freia { $brake } u/s² (T², sem dar ré), buscar recebe { $base } u/s²
    }
why-feelers-rule = → influências esquerda { $left }, direita { $right } → comando { $sign }{ $command } ({ $what }) → vira { $steer } u/s², a base recebe { $base } u/s²
why-feelers-none = sem virar
why-feelers-right = para a direita
why-feelers-left = para a esquerda
why-avoid-wall = → acerto mais próximo → busca acerto + normal × avoidDistance = ({ $x }; { $y }) a toda velocidade: { $steer } u/s²
why-escape = → seu centro está dentro de um obstáculo → sai a { $steer } u/s² por onde veio (ou pela saída mais curta)
why-drive = → conduzido, sem assistência: só o condutor
why-nothing = { $who ->
        [driver] → nada detectado → só o condutor ({ $base } u/s²)
        [waypoint] → nada detectado → só buscar o ponto de passagem { $k } ({ $base } u/s²)
       *[seek] → nada detectado → só buscar o objetivo ({ $base } u/s²)
    }
why-sidestep = → retido por outros agentes mais do que sua paciência ({ $patience } s) → desiste de esperar e desvia para a direita: { $avoid } u/s²
why-threat = { $when ->
        [now] → ameaça de agente: { $other } em { $time } s, centros a { $sep } na maior aproximação → foge da posição relativa atual ({ $avoid } u/s²), o que
       *[later] → ameaça de agente: { $other } em { $time } s, centros a { $sep } na maior aproximação → foge da posição relativa prevista ({ $avoid } u/s²), o que
    }
why-threat-overrides = substitui sua própria direção
why-threat-takes = toma { $takes } % da direção (a sua fica com { $own } %)
why-speed-limit = limite de velocidade: { $limit } u/s² retirados, assim fica abaixo de { $max } u/s
why-total = total aplicado: { $total } u/s²
why-context-interest = interesse: { $source }; perigo: raios de { $look } u
why-context-from-goal = em direção ao objetivo
why-context-from-path = ao longo do seu caminho (tangente no ponto mais próximo)
why-context-from-forward = em frente (sem objetivo nem caminho)
why-context-from-targets = em direção aos alvos, os mais próximos com mais peso
why-context-from-way-out = a saída mais curta do obstáculo em que está seu centro (depois, o objetivo)
why-context-all-masked = → o perigo mascara toda fatia com interesse: nenhuma direção; ele freia rumo ao repouso até que uma fatia fique livre
why-context-chosen = → escolhida = normalize(Σ dir × interest): { $angle }° a partir da sua direção → a velocidade vai para { $speed } u/s nesse sentido
why-col-slot = fatia
why-col-angle = ângulo
why-col-raw = bruto
why-col-danger = perigo
why-col-interest = interesse
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = de
why-col-where = onde
why-col-share = parte
why-col-slack = folga
why-orca-from-agent = agente { $index }
why-orca-from-circle = círculo { $index }
why-orca-from-wall = borda de parede { $index }
why-orca-from-inside = a parede em que ele está
why-orca-share-half = ½
why-orca-share-all = toda
why-script-ray-hit = castRay { $k }: acerto a { $d } de { $len }
why-script-ray-clear = castRay { $k }: livre ({ $len })
why-script-more-rays = e mais { $n } raios (os { $drawn } primeiros são desenhados)
why-script-show = show { $name } = { $value }
why-script-note = nota: { $note }
why-script-stops = → seu script o para: { $message }
why-script-stopped = → parado pelo seu script: { $message }
why-script-rule = → steer(agent, world) do seu script pediu { $steer } u/s² (dentro de maxAccel { $max })
why-script-rule-named = → steer(agent, world) de scripts.{ $script } pediu { $steer } u/s² (dentro de maxAccel { $max })
why-script-limit = o limite de velocidade retirou { $limit } u/s²
why-slope-ground = chão a { $ground } u abaixo dele; as antenas começam { $above } acima dele, a { $start } u
why-slope-kind = { $kind ->
        [level] chão plano: dot = { $dotSign }{ $dot }, tamanho { $size }
        [incline] subida: dot = { $dotSign }{ $dot }, tamanho { $size }
        [across] atravessando a encosta: dot = { $dotSign }{ $dot }, tamanho { $size }
       *[decline] descida: dot = { $dotSign }{ $dot }, tamanho { $size }
    }
why-slope-target = { " " }→ alvo { $targetSign }{ $target } u → deslocamento{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }(aproximando-se do alvo)
why-slope-not-applied = { " " }→ alvo { $targetSign }{ $target } u, não aplicado: a compensação de inclinação está desligada, as antenas ficam niveladas
why-feeler-3d = { $ray } em 3D: { $from } → { $to } u de altura;{ " " }
why-feeler-passes-over = passa sobre { $what } { $ahead } u à frente, a { $z } u de altura, acima do seu topo de { $top } u
why-feeler-the-wall = a parede
why-feeler-a-circle = um círculo
why-feeler-then = , depois{ " " }
why-feeler-under-ground = entra sob o chão { $ahead } u à frente, a { $z } u de altura
why-feeler-hits-wall = acerta a parede { $ahead } u à frente, a { $z } u de altura
why-feeler-hits-circle = acerta um círculo { $ahead } u à frente, a { $z } u de altura
why-feeler-under-top = , abaixo do seu topo de { $top } u
why-feeler-clear = livre
why-feelers-only-3d = só as antenas percebem alturas: os outros comportamentos mantêm suas regras 2D
why-flat-rules = só as antenas percebem alturas: { $behavior } mantém aqui suas regras 2D (o chão e as alturas dos obstáculos não mudam nada para ele)
why-note-no-progress = não se aproxima do objetivo há { $secs } s: { $reason }; uma falha de um método local (a regra literal é mantida)
why-stall-seek = algo o segura, e buscar não tem plano para contornar
why-stall-greedy = algo o segura, e buscar não tem plano para contornar
why-stall-nproxy = algo o segura, e buscar não tem plano para contornar
why-stall-script = algo o segura, e buscar não tem plano para contornar
why-stall-whiskers = seus dois raios só veem à frente dos seus lados, então ele vira ao longo do que estiver no caminho e o objetivo o faz voltar; a regra literal não tem plano para contornar
why-stall-feelers = as antenas o empurram ao longo do que estiver no caminho e o objetivo o faz voltar; a regra não tem plano para contornar
why-stall-raycast = enquanto um raio acerta, ele busca o ponto de desvio (hit + normal × avoidDistance) e ignora o objetivo; diante de uma face, ou entre obstáculos que seus raios sempre veem, vai de acerto em acerto; a regra não tem plano para contornar
why-stall-context = as fatias em direção ao objetivo têm perigo, e as que poderiam contornar têm pouco ou nenhum interesse (apontam de través ou para longe do caminho ao objetivo); a direção por contexto é local e não tem plano para contornar
why-stall-orca = seus semiplanos não lhe deixam por muito tempo nenhuma velocidade que o aproxime; ORCA evita colisões, não planeja um contorno
why-note-passed-over = uma antena passou sobre um obstáculo baixo: sua ponta fica ali acima do topo do obstáculo, então o agente não o vê e pode bater nele
why-note-passed-over-level = : a compensação de inclinação está desligada, as antenas ficam niveladas e numa descida o chão se afasta sob elas (o obstáculo se ergue { $height } u acima do chão)
why-note-passed-over-low = : o obstáculo se ergue { $height } u acima do chão, menos do que a altura em que as antenas começam ({ $above } u, feelerHeight), então passam por cima mesmo em chão plano; a compensação baixou suas pontas aqui só { $offset } u (o deslocamento cresce com 1 − |normal · down|, então uma descida suave as baixa pouco)
why-note-passed-over-decline = : a compensação baixou as pontas { $offset } u (alvo { $target } u), não o bastante para alcançar o topo nesta descida (slopeGain e maxOffset definem quanto baixam)
events-pause-route = replanejamento
    .title = Pausar quando um agente planeja sua rota de novo

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = Galeria de exemplos
gal-heading = Exemplos
gal-filter =
    .placeholder = Filtrar: palavras de um título, uma linha ou um grupo
    .aria-label = Filtrar os exemplos
gal-close =
    .aria-label = Fechar a galeria
gal-empty = Nenhum exemplo corresponde: limpe o filtro para ver todos.
gal-other = Outros
gal-lesson = Lição: { $name }
gal-count = { $total ->
        [one] { $total } exemplo
       *[other] { $total } exemplos
    }
gal-count-shown = { $shown } de { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = Não foi possível abrir a galeria: { $error }
examples-unavailable = Exemplos indisponíveis: { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = Cena sem título
myscenes-saved = Salva em Minhas cenas como "{ $name }".
myscenes-save-failed = Não foi possível salvar em Minhas cenas: { $error }
myscenes-kept-name = { $title } (guardada { $time })
myscenes-kept-note = Sua cena editada foi guardada aqui antes de ser substituída.
myscenes-keep-failed = Sua cena editada não pôde ser guardada em Minhas cenas: { $error }. Desfazer (Ctrl+Z) ainda a traz de volta.
myscenes-unavailable = Indisponível aqui: { $error }
myscenes-empty = Nada guardado ainda. Salve uma cena para encontrá-la aqui depois de recarregar.
myscenes-open =
    .title = Abrir "{ $name }" (desfazer traz a cena atual de volta)
myscenes-rename = Renomear
myscenes-rename-prompt = Nome
myscenes-delete = Excluir
    .aria-label = Excluir "{ $name }"
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = Dispensar
hist-fold = Torná-la parte da cena desde o passo 0
hist-undo = Desfazer
hist-fold-failed = Não foi possível tornar as edições parte da cena
hist-folded = { $n ->
        [one] { $n } edição feita durante a execução agora é parte da cena desde o passo 0: voltar não a esconde mais (Desfazer a traz de volta).
       *[other] { $n } edições feitas durante a execução agora são parte da cena desde o passo 0: voltar não as esconde mais (Desfazer as traz de volta).
    }
hist-at-step = { $n ->
        [one] Uma edição ({ $kinds }) no passo { $step }: é parte do histórico da execução desde o passo { $step }; voltar para antes de { $step } a esconde.
       *[other] { $n } edições ({ $kinds }) no passo { $step }: são parte do histórico da execução desde o passo { $step }; voltar para antes de { $step } as esconde.
    }
hist-dropped = { $n ->
        [one] Ela encerrou o antigo futuro da execução: { $n } edição posterior foi descartada (Desfazer a traz de volta).
       *[other] Ela encerrou o antigo futuro da execução: { $n } edições posteriores foram descartadas (Desfazer as traz de volta).
    }
hist-steps = { $n ->
        [one] passo { $list }
       *[other] passos { $list }
    }
hist-step0 = { $n ->
        [one] Uma edição no passo 0 muda a própria cena, então a execução é calculada de novo desde o passo 0: a { $n } edição feita durante a execução ({ $at }) foi descartada. Desfazer a traz de volta.
       *[other] Uma edição no passo 0 muda a própria cena, então a execução é calculada de novo desde o passo 0: as { $n } edições feitas durante a execução ({ $at }) foram descartadas. Desfazer as traz de volta.
    }
hist-kinds-join = ,{ " " }
hist-kind-set-cell = alterar uma célula
hist-kind-resize-grid = redimensionar a grade
hist-kind-clear-grid = limpar a grade
hist-kind-add-circle = adicionar círculo
hist-kind-move-circle = mover círculo
hist-kind-resize-circle = mudar o raio de um círculo
hist-kind-remove-circle = remover círculo
hist-kind-add-path = adicionar caminho
hist-kind-set-path = alterar caminho
hist-kind-remove-path = remover caminho
hist-kind-set-targets = definir alvos
hist-kind-set-agent-path = definir o caminho de um agente
hist-kind-add-agent = adicionar agente
hist-kind-remove-agent = remover agente
hist-kind-set-agent-param = ajustar um agente
hist-kind-set-avoid-agents = evitar agentes
hist-kind-set-avoidance-param = ajustar a evitação
hist-kind-set-agent-start = mover o início de um agente
hist-kind-set-agent-goal = mover o objetivo de um agente
hist-kind-set-sim = ajustar a simulação
hist-kind-set-drive = dirigir
hist-kind-set-drive-input = comando de direção
hist-kind-clear = limpar tudo
hist-kind-set-cells = alterar células
hist-kind-draw-pattern = desenhar padrão
hist-kind-set-agent-name = renomear agente
hist-kind-set-agent-body = mudar o corpo de um agente
hist-kind-set-agent-behavior = mudar comportamento
hist-kind-shape-terrain = modelar o terreno
hist-kind-clear-terrain = nivelar o terreno
hist-kind-set-circle-height = mudar a altura de um círculo
hist-kind-set-wall-height = mudar a altura das paredes
hist-kind-set-agent-planner = mudar planejador de rota
# The offline update note (offline/register.js)
update-ready = Uma nova versão do sidestep está pronta: recarregue para usá-la (esta página mantém a versão com que começou).
update-reload = Recarregar
update-dismiss =
    .aria-label = Dispensar o aviso de atualização
threads-reload = recarregue para usar mais
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = célula { $x }, { $y }
cursor-wall = célula { $x }, { $y }: parede
cursor-point = ponto { $x }, { $y }
cursor-open-goal = agente colocado: vá até o objetivo dele e pressione Enter (Esc o remove)
cursor-open-wall = linha iniciada: vá até o fim dela e pressione Enter
cursor-open-erase = área iniciada: vá até o fim dela e pressione Enter
cursor-held = segurando { $what }: as setas o movem, Enter o solta, Esc o devolve
cursor-dropped = solto: { $where }
cursor-put-back = devolvido
cursor-radius = raio { $r } u
cursor-goal-of = objetivo de { $name }
cursor-circle = círculo { $i }
cursor-vertex = ponto { $vertex } do caminho { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = Não foi possível criar um link
toast-link-copied = Link copiado: { $chars } caracteres. Ele abre esta cena no passo { $step }.
toast-link-copy = Copie este link
toast-regions-explicit = { $n ->
        [one] A região { $names } agora é { $agents } agentes explícitos, pois esta edição a mudou (Desfazer traz a região de volta).
       *[other] As regiões { $names } agora são { $agents } agentes explícitos, pois esta edição as mudou (Desfazer traz as regiões de volta).
    }
toast-compare-dropped = O conjunto de comparação não cabe mais na cena ({ $why }), então foi removido. Desfazer traz a edição de volta.
toast-pane-events = Eventos de "{ $pane }"
toast-compare-failed = Não foi possível comparar
toast-one-file-saved = Salvo { $file } ({ $kib } KiB): abre em qualquer navegador, offline.
toast-one-file-failed = Não foi possível gravar a exportação em um arquivo
toast-maze = Um labirinto da semente { $seed } (pressione de novo para outro; Ctrl+Z traz as paredes de volta).
toast-rooms = Um andar de salas da semente { $seed } (pressione de novo para outro; Ctrl+Z traz as paredes de volta).
toast-script-editor-failed = Não foi possível abrir o editor de scripts
toast-script-engine-failed = O motor de scripts não carregou: { $error }
toast-script-new = Um script novo, "{ $name }" (só seek), move este agente: E ou "Editar seu script" o abre.
toast-paused-at = Pausado em { $event }.
toast-lesson-link-failed = Não foi possível abrir o link da lição
# The script editor's refusals (app/scripts.js)
script-embed-read-only = Esta cena incorporada pode ser vista, não editada: abra-a no sidestep para mudá-la.
script-engine-loading = agente: o motor de scripts ainda está carregando (escolher "script" o carrega): coloque o agente de novo em um instante
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = eventos
cmp-variant = variante
cmp-reached = alcançaram
cmp-timeToGoal = tempo até o objetivo
cmp-collisions = colisões
cmp-contactTime = em contato, somado entre agentes
cmp-seconds = { $s } s
cmp-agentContacts = contatos entre agentes
cmp-minClearance = folga mínima
cmp-pathRatio = razão de caminho
cmp-returns = retornos
cmp-laps = voltas
cmp-terrainHits = batidas no chão
cmp-step = passo
cmp-steps-done = { $steps } (concluído)
cmp-row =
    .title = Clique: lista os eventos desta variante no painel
cmp-pane =
    .aria-label = Variante { $k }: { $label }
cmp-png = PNG
    .title = "{ $label }" como imagem PNG (2× pixels)
cmp-hash-at = { $hash } (passo { $step })
cmp-variants = variantes
cmp-variants-value = { $n } (medidas: a tabela sob os painéis)
cmp-script-stopped = Em "{ $pane }" seu script o parou: { $message }
cmp-script-said = Em "{ $pane }" neste passo: { $said }
cmp-runs-script = "{ $agent }" executa scripts.{ $name } em { $panes }
cmp-pane-quoted = "{ $name }"
cmp-script-value = { $name } = { $value }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = Pincel de terreno: elevar, rebaixar ou aplainar, raio, força, altura das paredes
ter-brush =
    .aria-label = Pincel
ter-raise = Elevar
    .title = Eleva o chão sob o disco
ter-lower = Rebaixar
    .title = Rebaixa o chão sob o disco
ter-flatten = Aplainar
    .title = Aplaina o chão sob o disco
ter-radius = raio
    .title = Raio do disco, em unidades do mundo
ter-strength = força
    .title = Mudança no centro do disco por toque, em unidades do mundo (menos perto da borda)
ter-level = Nivelar tudo
    .title = Chão plano em toda parte (um passo de desfazer)
ter-walls = paredes
ter-tall = altas
ter-wall-tall =
    .title = Paredes tão altas quanto nada alcança (as paredes do mundo 2D)
ter-wall-height =
    .title = Altura das células bloqueadas acima do chão, em unidades do mundo
ter-circle-height = altura (u)
    .title = Altura acima do chão. Só as antenas (feelers) a percebem (passam por cima do que é mais baixo que elas); os outros comportamentos tratam todo obstáculo como 2D.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = Antecipação: cada vizinho pontua o mais perto que consegue chegar do objetivo em P passos. 0 é guloso; o artigo viu que 3 é pouco para aglomerados grandes e escolheu 7.
doc-nproxy-stepTieBreak = Quando os dois proxies mais baixos empatam, ordena os vizinhos empatados pelo P-step (passos até o objetivo). Sem isso o agente para uns P passos antes do objetivo e vai e volta.
doc-nproxy-stopOnReturn = Parar (oscilação) quando a próxima célula é a que acabou de deixar, em vez de ir e voltar para sempre em volta de um obstáculo que exige mais de P passos.
doc-nproxy-metric = Distância do centro de uma célula ao centro do objetivo.
doc-whiskers-rayLength = L: comprimento dos dois raios laterais. Mais longos veem os obstáculos antes, mas também evitam vãos por onde poderia passar.
doc-whiskers-maxSteer = Aceleração lateral com emergência T = 1; escala linearmente com T.
doc-whiskers-maxBrake = Frenagem com T = 1; escala com T², suave de longe e forte de perto.
doc-feelers-angle = Ângulo entre a antena central e cada antena lateral.
doc-feelers-lengthPerSpeed = Comprimento da antena = velocidade × este valor: agentes mais rápidos sentem mais longe.
doc-feelers-minLength = Antena mais curta, em repouso.
doc-feelers-maxLength = Antena mais longa, em velocidade.
doc-feelers-smoothing = Quão rápido as influências seguem seus alvos: valores baixos devolvem o controle ao condutor devagar.
doc-feelers-lateralAccel = Aceleração lateral por unidade de comando lateral (influência esquerda − direita).
doc-feelers-slope = Compensação de inclinação: as pontas das antenas sobem numa subida e descem numa descida. Sem ela ficam niveladas: batem em morros que o agente poderia subir e passam por cima de muros baixos ao pé de uma descida.
doc-feelers-feelerHeight = Altura do início das antenas acima do chão sob o agente: elevadas, para que o terreno não as dispare.
doc-feelers-slopeGain = O multiplicador: deslocamento alvo = sinal × (1 − size) × este valor, size = |normal · baixo| (1 em chão plano, menos quanto mais íngreme).
doc-feelers-maxOffset = Limite do deslocamento, para que numa encosta íngreme as antenas não apontem direto para cima ou para baixo.
doc-feelers-offsetSmoothing = Quão rápido o deslocamento aplicado segue seu alvo: amortece mudanças bruscas em chão irregular.
doc-feelers-centreSide = Um toque só da antena central conta como toque no lado em que está o obstáculo, pela normal da superfície atingida (bem no centro: a esquerda, então vira à direita). Sem isso: a regra do artigo, em que a central sozinha não define nenhuma influência e o agente entra de frente.
doc-raycast-rays = Um raio central, dois raios paralelos dos lados do corpo, ou um raio central com dois bigodes (leque).
doc-raycast-sightRange = Comprimento do raio: quanto mais longo, mais cedo o caminho se desvia de uma parede.
doc-raycast-avoidDistance = A que distância da parede (ao longo de sua normal) fica o ponto que ele então busca.
doc-raycast-whiskerAngle = Ângulo dos dois bigodes do leque em relação ao raio central.
doc-raycast-patrol = Ir e voltar entre o início e o objetivo em vez de parar no objetivo.
doc-context-rays = N: raios (fatias) igualmente espaçados a partir da direção. Mais veem vãos estreitos; menos são mais baratos e mais grosseiros.
doc-context-lookAhead = Comprimento do raio de perigo: até onde à frente um obstáculo conta como perigo.
doc-context-steerForce = Fração do caminho da velocidade até a velocidade desejada a cada 0,02 s (uma taxa: a mesma com qualquer dt). Baixo é suave, alto é nervoso.
doc-context-danger = mask: uma fatia perigosa perde todo o interesse. distance: em vez disso subtrai-se uma pontuação 1 - impacto/lookAhead.
doc-context-avoidance = O perigo numa fatia acrescenta interesse à fatia oposta: empurrado para longe, não só bloqueado.
doc-context-seeAgents = Os corpos de outros agentes também são perigo (é assim que os carros de corrida desviam uns dos outros).
doc-context-speedSpread = Ao reiniciar, a velocidade máxima é escalada por 1 - spread × U(0, 1), tirado da semente do cenário.
doc-context-targetFalloff = 0: interesse rumo ao objetivo (ou ao longo do caminho). > 0: rumo aos alvos do mundo, cada um ponderado por 1 / (1 + distância / este valor).
doc-orca-neighborDist = Outros agentes cujos centros estão mais perto que isto são vizinhos (os maxNeighbors mais próximos).
doc-orca-maxNeighbors = Quantos dos vizinhos mais próximos recebem um semiplano. 0 ignora os outros agentes.
doc-orca-timeHorizon = As velocidades são mantidas livres de colisões com outros agentes por este tempo. Mais longo reage antes e com mais cautela; mais curto deixa mais espaço para se mover.
doc-orca-timeHorizonObst = O mesmo contra paredes e círculos. Mantenha curto: um obstáculo nunca sai do caminho.
doc-orca-preferredSpeed = Velocidade que deseja rumo ao objetivo (mais lenta dentro da última unidade); maxSpeed ainda limita o que obtém.
doc-orca-perturb = A cada passo a velocidade preferida é movida até esta quantidade numa direção aleatória com semente, como fazem os exemplos do RVO2 para quebrar a simetria perfeita: dois agentes exatamente de frente então escolhem um lado. 0: a regra literal.
doc-orca-passRight = Uma convenção de lado de passagem, desligada em 0: enquanto outro agente atrapalha (a velocidade preferida está fora de um dos semiplanos dos agentes), a velocidade preferida gira para a direita do agente esta fração do seu comprimento (0,25: 14 graus), e um empate exato entre os lados do cone de outro agente vai para a direita, assim agentes que se cruzam de frente ou num anel simétrico passam todos pela direita.
doc-avoidance-lookahead = Até onde à frente a aproximação máxima de outro agente conta como ameaça: o tempo de percorrer tantos raios próprios em velocidade máxima (assim um agente maior e mais rápido olha tão longe quanto, na sua própria medida).
doc-avoidance-spacing = Somado à soma dos dois raios, como fração dela: previsões em linha reta falham diante de um seek que faz a curva de volta.
doc-avoidance-blend = Pesar a fuga pela urgência (1 - tempo / horizonte, o horizonte de lookahead) contra a direção própria do comportamento, em vez de deixar a ameaça mais urgente anulá-la (a regra do artigo, que pode prender os agentes num ciclo fuga / seek).
doc-avoidance-passRight = Quase de frente, fugir para o próprio lado direito: dois agentes que se encontram exatamente de frente fogem senão para trás e se encontram de novo.
doc-avoidance-patience = Segundos retido por outros agentes sem chegar mais perto do objetivo antes de desistir de esperar e desviar para o lado por um segundo. 0: esperar para sempre.
doc-avoidance-alongObstacles = Nunca fugir para dentro de um obstáculo: onde a fuga encontraria um a menos de meia unidade do corpo, a parte na direção dele é retirada e o agente foge ao longo dele. A fuga do artigo olha só para agentes; numa multidão densa entre obstáculos, a multidão então empurra agentes contra eles.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = só percebe seu objetivo: paredes, círculos e agentes são invisíveis para ele
senses-greedy = só percebe células bloqueadas (suas quatro vizinhas): círculos e agentes são invisíveis para ele
senses-nproxy = só percebe células bloqueadas (a até P passos): círculos e agentes são invisíveis para ele
senses-whiskers = percebe paredes e círculos com seus dois raios laterais; agentes com evitar agentes ligado
senses-feelers = percebe paredes, círculos e inclinações com suas três antenas; agentes com evitar agentes ligado
senses-raycast = percebe paredes e círculos com seus raios; agentes com evitar agentes ligado
senses-context = percebe paredes e círculos com seus N raios (como perigo); agentes com evitar agentes ligado
senses-orca = percebe paredes, círculos e agentes dentro de neighborDist (como semiplanos)
senses-script = percebe o que seu script pede: world.castRay (paredes e círculos), world.neighbors (agentes), world.blocked (células)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = variante { $n }
ced-variant-plain = variante
ced-as-is = como está
ced-needs = { $kind ->
        [nproxy] Este conjunto precisa de um agente nproxy: { $why }.
        [grid] Este conjunto precisa de um agente de grade: { $why }.
       *[continuous] Este conjunto precisa de um agente contínuo: { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] o agente selecionado não é um agente nproxy
        [grid] o agente selecionado não é um agente de grade
       *[continuous] o agente selecionado não é um agente contínuo
    }
ced-none = { $kind ->
        [nproxy] a cena não tem nenhum agente nproxy
        [grid] a cena não tem nenhum agente de grade
       *[continuous] a cena não tem nenhum agente contínuo
    }
ced-pstep-off = P-step desligado
ced-pstep-on = P-step ligado
ced-no-route = sem rota
ced-route = rota { $planner }
ced-no-avoidance = sem evitar agentes
ced-label =
    .aria-label = Rótulo da variante
ced-agents =
    .aria-label = Agentes que a variante muda
ced-all-agents = todos os agentes
ced-some-agents = { $n } agentes ({ $list })
ced-behavior =
    .aria-label = Comportamento na variante
ced-own-behavior = seu próprio comportamento
ced-planner =
    .aria-label = Planejador de rota na variante
ced-own-route = sua própria rota
ced-setting =
    .aria-label = Uma configuração a mudar (pelo nome)
    .placeholder = configuração
ced-value =
    .aria-label = O valor da configuração
    .placeholder = valor
ced-remove =
    .aria-label = Remover esta variante
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = Animação da execução
anim-intro = Um intervalo de passos desta execução, reproduzido e desenhado como a tela o mostra agora (sua vista, seleção e camadas). A página fica no seu passo.
anim-from = do passo
anim-to = até o passo
anim-every = a cada
    .title = Cada k-ésimo passo vira um quadro
anim-fps = quadros por segundo
anim-width = largura
anim-format = formato
anim-webm = WebM (vídeo)
anim-cancel = Cancelar
    .title = Parar de fazer a animação; nada é salvo
anim-make = Fazer animação
anim-close =
    .aria-label = Fechar a exportação de animação
anim-whole = { $field }: deve ser um número inteiro em [{ $lo }, { $hi }], recebeu { $got }
anim-nothing = nada
anim-order = { $to }: deve ser no mínimo { $from } ({ $first }), recebeu { $last }
anim-too-many = { $every }: { $frames } quadros passam do limite de { $max }; pegue um a cada { $k } passos ou menos passos
anim-size-gif = cerca de { $size } (uma estimativa a partir da codificação dos dois primeiros quadros)
anim-size-webm = no máximo cerca de { $size } (o codificador do navegador a { $mbits } Mbit/s); gravar leva { $seconds } s
anim-estimate = { $frames } quadros de { $width } × { $height } px, { $seconds } s a { $fps } fps: { $size }.
anim-failed = Não foi possível fazer a animação: { $error }
anim-cancelled = Cancelado: nada foi salvo.
anim-saved = Salvo { $file } ({ $size }, { $frames } quadros).
anim-progress = quadro { $done } de { $total } · { $size }
toast-animation-compare = As animações são da execução da cena: primeiro "Editar a cena", depois Animação….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = O que os scripts imprimiram, por passo
con-summary = Console: print(), console.log() e paradas, até o passo na tela
con-agent = agente { $i }
con-at = passo { $step }
con-stopped = parado: { $why }
con-empty = Nada impresso até este passo. print(value) em steer() escreve aqui.
con-earlier = { $n ->
        [one] { $n } linha anterior não é mostrada.
       *[other] { $n } linhas anteriores não são mostradas.
    }
con-full = O registro da execução guarda suas primeiras { $max } linhas: a partir do passo { $step }, as linhas não foram guardadas.
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = Mapas de jogos
game-maps-open = Abrir .map / .scen…
    .title = Abrir um mapa da Moving AI e seu arquivo de cenário (ou soltá-los na página)
game-maps-hint = Mapas de referência da Moving AI (.map) e seus problemas (.scen): abra ou solte-os aqui, ou escolha um exemplo de "Mapas de jogos".
map-could-not-open = Não foi possível abrir { $name }
map-too-large = arquivo: { $size } bytes passa do limite de { $max } bytes
map-set-up-failed = Não foi possível montar o problema
map-agent = Agente
map-agent-menu =
    .title = O agente de grade montado para uma linha e usado por "Executar todos"
map-p-menu =
    .title = Antecipação P do n-proxy (passos)
map-info = { $name } · { $width } × { $height } · { $blocked } bloqueadas
map-cells = Livres: { $free } · bloqueadas: { $blockedChars }. S (pântano) conta como chão, pois o sidestep não tem custos de movimento; W (água) é bloqueada. Este mapa: { $swamp } S, { $water } W.
map-bundled = Incluído: os links o citam pelo nome ("{ $name }").
map-carried = Os links para ele levam suas células.
map-scen = { $name } · { $count } problemas. Clique em um para montá-lo.
map-no-scen = Abra o .scen para listar os problemas.
map-list-bundled = Listar os problemas de { $name }
map-on-bundled = Esta cena está no mapa incluído { $name }.
map-bucket = Grupo
map-bucket-menu =
    .title = Mostrar um grupo do .scen (a Moving AI agrupa os problemas pelo comprimento ótimo)
map-bucket-all = todos { $n }
map-outcome-menu =
    .title = Mostrar os problemas que terminaram de um jeito (após "Executar todos")
map-outcome-every = todo resultado
map-outcome-not-reached = não chegou
map-outcome-unreachable = sem caminho
map-list =
    .aria-label = Problemas do .scen: clique em um para montá-lo na cena
map-count = { $n ->
        [one] { $n } problema
       *[other] { $n } problemas
    }
map-count-of = { $n } de { $total } problemas
map-cells-title = de ({ $sx }, { $sy }) até ({ $gx }, { $gy })
map-optimal-title = comprimento octil ótimo segundo o arquivo: { $optimal }
map-reached-title = chegou em { $steps } passos (ótimo com 4 vizinhos { $optimal4 }): razão { $ratio }
map-ended-title = { $steps ->
        [one] { $outcome } após { $steps } passo
       *[other] { $outcome } após { $steps } passos
    }
map-short-stuck = preso
map-short-oscillation = osc.
map-short-maxSteps = máx
map-problem = Problema #{ $row } · linha { $line } · grupo { $bucket }
map-no-path = sem caminho: o objetivo é inalcançável
map-optimum = { $steps ->
        [one] ótimo { $optimal } octil (arquivo { $file }) · { $steps } passo com 4 vizinhos · limite { $limit }
       *[other] ótimo { $optimal } octil (arquivo { $file }) · { $steps } passos com 4 vizinhos · limite { $limit }
    }
map-saved = { $steps ->
        [one] Executar todos ({ $agent }): { $outcome }, { $steps } passo
       *[other] Executar todos ({ $agent }): { $outcome }, { $steps } passos
    }
map-saved-ratio = , razão { $ratio }
map-not-row = A cena não é mais este problema (outra cena, um mapa editado, ou início ou objetivo movidos).
map-in-scene = { $steps ->
        [one] { $agent } na cena: { $steps } passo · { $stop }
       *[other] { $agent } na cena: { $steps } passos · { $stop }
    }
map-ratio = { " " }· razão { $ratio }
map-run-all = Executar todos { $count }
    .title = Executar cada problema do .scen com { $agent }, em um worker em segundo plano
map-cancel = Cancelar
    .title = Parar a execução (seus resultados são descartados)
map-run-failed = "Executar todos" falhou: { $error }
map-cancelled = Cancelado após { $done } de { $total } problemas; nada foi guardado.
map-run-done = { $agent }: { $n } problemas em { $seconds } s, { $rate } problemas/s em um worker (medido nesta execução). Clique em um grupo para listá-lo.
map-col-bucket = gr.
    .title = O grupo do .scen (a Moving AI agrupa os problemas pelo comprimento ótimo)
map-col-problems = n
    .title = problemas
map-col-reached = cheg.
    .title = chegaram ao objetivo
map-col-stuck = preso
    .title = pararam com todos os vizinhos bloqueados
map-col-oscillation = osc.
    .title = pararam por oscilação (parar ao voltar: a próxima célula era a que acabou de deixar)
map-col-maxSteps = máx
    .title = ficaram sem passos (4 × o ótimo com 4 vizinhos, no mínimo 64)
map-col-meanRatio = média
    .title = razão de caminho média quando chegou ao objetivo: passos / ótimo com 4 vizinhos
map-col-worstRatio = pior
    .title = pior razão de caminho quando chegou ao objetivo
map-all = todos
map-unreachable = { $n } inalcançáveis (não executados)
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = Todas as variantes em um mundo, cada uma na sua cor
cmp-overlay-legend =
    .aria-label = Variantes e suas cores
cmp-overlay-png =
    .title = Esta sobreposição como imagem PNG (2× pixels)
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = Um script está demorando
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, agente { $agent })
lsd-text = Passo { $step }: os scripts rodam há { $seconds } s{ $where } sem terminar. A página os parou e fica no passo { $at }: nada da execução mudou. "Continuar esperando" calcula esse passo de novo (com até quatro vezes mais tempo antes de perguntar outra vez); "Parar" deixa a execução aqui.
lsd-keep = Continuar esperando
lsd-stop = Parar
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = Usar no seu jogo
gcd-close = Fechar
gcd-language =
    .aria-label = Linguagem
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript para o pacote npm
gcd-js-copy = Copiar JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ para o pacote CMake
gcd-cpp-copy = Copiar C++
gcd-what-agent = O agente { $index } “{ $name }” ({ $behavior }) com cada ajuste como está agora, na cena no passo 0, como código para os pacotes do sidestep. Executado como está, avança até o passo { $step } e imprime o hash que a página mostra ali.
gcd-what-scene = Nenhum agente selecionado: a cena no passo 0 como código para os pacotes do sidestep (selecione um agente para os ajustes dele). Executado como está, avança até o passo { $step } e imprime o hash que a página mostra ali.
gcd-note-edits = { $count ->
        [one] Esta execução tem { $n } edição feita durante ela, que os pacotes não repetem: o código começa no passo 0 sem ela (torne-a parte da cena antes para a mesma execução).
       *[other] Esta execução tem { $n } edições feitas durante ela, que os pacotes não repetem: o código começa no passo 0 sem elas (torne-as parte da cena antes para a mesma execução).
    }
gcd-note-file = A cena tem { $n } caracteres: o código a lê de scene.json (Exportar a salva).
gcd-guide = O guia: in-your-game.md
gcd-copy-refused = O navegador não permitiu copiar: o código está selecionado, pressione Ctrl+C.
gcd-copied = Copiado: { $lines } linhas de { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = Scripts
sed-tabs =
    .aria-label = Os scripts da cena
sed-apply = Aplicar
    .title = Executar a cena com este código desde o passo 0 (Ctrl+Enter); Ctrl+Z na página traz de volta o código e a execução anteriores
sed-contract = Contrato
    .title = O que steer(agent, world) recebe e retorna (docs/scripts.md em resumo)
sed-close = ✕
    .title = Fechar (Esc): o texto fica como foi digitado
    .aria-label = Fechar o editor de scripts
sed-new = + Novo
    .title = Um script novo a partir do modelo (só seek)
sed-rename = Renomear
    .title = Renomear este script (seus agentes acompanham ao aplicar)
sed-delete = Excluir
    .title = Excluir este script (recusado enquanto um agente o executa)
sed-revert = Reverter
    .title = Voltar ao código que roda (seu texto pode ser recuperado uma vez)
sed-keys = Ctrl+Enter aplica · Esc fecha
sed-script =
    .aria-label = Script { $name }
sed-no-script =
    .aria-label = Nenhum script
sed-tab-changed =
    .title = Alterado: ainda não é o que roda (Aplicar)
sed-tab-runs =
    .title = Como roda
sed-no-scripts = Nenhum script ainda: + Novo
sed-runs = roda como mostrado
sed-changed = alterado: difere do que roda (Aplicar)
sed-syntax = { " " }· erro de sintaxe na linha { $line }
sed-not-applied-at = Não aplicado: scripts.{ $name }: linha { $line }, coluna { $column }: { $message }
sed-not-applied = Não aplicado:
sed-applied = Aplicado: a execução recomeça do passo 0 com este código. Ctrl+Z na página traz de volta o código e a execução anteriores.
sed-new-said = Script novo "{ $name }" (só seek): Aplicar o adiciona à cena; um agente o executa com o comportamento "script".
sed-name-taken = scripts.{ $name }: já existe um script com esse nome
sed-renamed = Renomeado: Aplicar o executa como "{ $name }" (seus agentes acompanham).
sed-not-deleted = { $others ->
        [0] scripts.{ $name }: não excluído: "{ $agent }" o executa. Dê a ele outro comportamento (ou exclua-o) antes.
       *[other] scripts.{ $name }: não excluído: "{ $agent }" e mais { $others } o executam. Dê a eles outro comportamento (ou exclua-os) antes.
    }
sed-deleted = "{ $name }" excluído aqui: Aplicar o remove da cena (Reverter o traz de volta).
sed-reverted = Revertido para o código que roda.{ " " }
sed-bring-back = Trazer meu texto de volta
sed-new-name =
    .aria-label = Nome novo
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = Som ligado: os raios do agente selecionado são tons (mais agudos e altos ao se aproximar, à esquerda ou à direita), um estalo numa colisão, um acorde na chegada
sound-off = Som desligado
sel-move = Mover com um clique
    .title = O próximo clique no mundo o coloca ali (Esc cancela); pelo teclado: Enter no mundo, depois as setas
sel-move-armed = Clique no mundo onde ele deve ir (Esc cancela).
sel-radius-smaller = Raio −
    .aria-label = Raio − { $step } u
sel-radius-bigger = Raio +
    .aria-label = Raio + { $step } u
## h-panels3a: lessons
les-badge = Lição
les-back = ◂ Voltar
    .title = O ponto de controle anterior
les-next = Próximo ▸
    .title = O próximo ponto de controle
les-end = Fim
les-close = ✕
    .title = Fechar a lição (a cena fica)
    .aria-label = Fechar a lição
les-live-hint = Um número em caixa é um ajuste: arraste-o para o lado
les-live-keys = { " " }(ou dê foco a ele e use as setas)
les-live-follow = { " " }e veja a cena e os outros números acompanharem.
les-stale = A legenda descreve o { $step }; o mundo seguiu adiante desde então.
les-step-link = passo { $step }
les-away = Outra cena está aberta: esta legenda não fala dela.{ " " }
les-reopen = Voltar ao ponto de controle { $n }
les-opened-as = { $title }, ponto de controle { $n }
les-starter-replaced = O exercício começa pelo script inicial: seu código (scripts.{ $script }) foi substituído. Ctrl+Z o traz de volta.
les-exercise-failed = Não foi possível mostrar o exercício
les-menu-heading = Lições
les-menu-intro = Cada lição segue um artigo pelas suas cenas: leia, avance, mude um ajuste, verifique.
les-menu-make = Criar uma lição…
    .title = Transforme estados da página em pontos de controle com legendas e compartilhe a lição como link
les-menu-close = ✕
    .title = Fechar (Esc)
    .aria-label = Fechar
les-menu-loading = Carregando…
les-menu-failed = Não foi possível carregar as lições: { $error }
les-menu-start = Começar
les-menu-continue = Continuar em { $n }
les-menu-again = Do início
les-menu-for = { $words }: { $title }
les-try = Experimente:{ " " }
les-check = Verificar
    .title = Executa a cena como está agora a partir do passo 0, exatamente como Reproduzir, e vê se ela faz o que a tarefa pede
les-running = Executando…
les-pass = Passou.
les-not-yet = Ainda não.
les-check-failed = A verificação não pôde ser executada: { $errors }
les-verdict-stale = A cena mudou desde esta verificação: verifique de novo.
les-hint = Dica: { $hint }
les-hint-changes = Dá para conseguir mudando { $what }: tente valores bem diferentes e depois Reproduzir para ver aonde vai.
les-hint-any = Mude uma coisa de cada vez e use Reproduzir para ver aonde vai.
les-agent = agente { $n }
les-changed-setting = { $setting } ({ $who })
les-changed-behaviour = o comportamento
les-changed-behaviour-of = o comportamento de { $who }
les-changed-goal = o objetivo
les-changed-goal-of = o objetivo de { $who }
les-changed-start = o início
les-changed-start-of = o início de { $who }
les-fill-failed = [o núcleo não conseguiu preencher: { $errors }]
les-live-setting = { $setting } de { $agent }
    .title = { $setting } de { $agent }: arraste para o lado ou use as setas para mudá-lo; a cena é repetida
les-live-down = Diminuir { $setting } de { $agent }
    .title = Diminuir { $setting } um passo
les-live-up = Aumentar { $setting } de { $agent }
    .title = Aumentar { $setting } um passo
les-err-invalid = a lição não é válida
les-err-none = essa lição não existe
les-err-not-id = lesson: "{ $id }" não é um id de lição
les-err-missing = lesson: não há lição "{ $id }"
les-err-link-empty = link da lição: vazio
les-err-link-long = link da lição: { $n } caracteres passam do limite de { $limit }
les-err-link-utf8 = link da lição: não é texto UTF-8
les-open-lesson-failed = Não foi possível abrir a lição "{ $id }"
les-source-lesson = a lição "{ $id }"
les-source-link = o link da lição
les-link-shape = link: não é #lesson=ID nem #L=..., seguido de &at=N e &code=...
les-link-at = at: deve ser o número de um ponto de controle, 1 ou mais; veio "{ $got }"
les-code-not-exercise = code: o ponto de controle { $n } desta lição não é um exercício
les-code-failed = Não foi possível colocar o script do link no exercício
les-maker-heading = Criar uma lição
les-maker-badge = Criando uma lição
les-maker-title =
    .aria-label = O título da lição
les-maker-add = Adicionar este estado
    .title = Um ponto de controle da cena como está agora: seu passo, seleção, camadas e câmera
les-maker-play = Reproduzir
    .title = Reproduz a lição a partir do primeiro ponto de controle
les-maker-share = Compartilhar link
    .title = Copia um link que abre esta lição
les-maker-save = Salvar arquivo
    .title = Baixa a lição como arquivo .json (docs/lessons.md)
les-maker-close = ✕
    .title = Fechar (o rascunho fica neste navegador)
les-maker-help = As legendas podem citar números que o núcleo preenche no passo do ponto de controle: { $names }… (NAME: o nome ou número de um agente).
les-maker-draft-title = Minha lição
les-maker-cp-title = { $scene }, passo { $step }
les-maker-scene = Cena
les-maker-cp-caption = No passo { $step } ({ $time } s):{ " " }
les-maker-added = Ponto de controle { $n } adicionado no passo { $step }.
les-maker-first = Adicione primeiro um ponto de controle: prepare a cena e depois "Adicionar este estado".
les-maker-first-short = Adicione primeiro um ponto de controle.
les-maker-yours = sua lição
les-maker-errors = A lição tem erros: corrija-os antes de compartilhar ou salvar
les-maker-copied = Link da lição copiado: { $chars } caracteres, { $n ->
        [one] { $n } ponto de controle.
       *[other] { $n } pontos de controle.
    }
les-copy-this = Copie este link
les-maker-undo = Desfazer
les-maker-back = O ponto de controle { $n } voltou.
les-maker-removed = Ponto de controle { $n } ("{ $title }") removido.{ " " }
les-maker-full = Este navegador não guardou o rascunho (armazenamento cheio): compartilhe ou salve antes de sair.
les-maker-none = Nenhum ponto de controle ainda: prepare a cena (passo, selecione um agente, camadas) e depois "Adicionar este estado".
les-maker-row-title =
    .aria-label = Título do ponto de controle { $n }
les-maker-row-caption =
    .aria-label = Legenda do ponto de controle { $n }
les-maker-preview = Prévia (preenchida no passo { $step } da cena deste ponto de controle): { $text }
les-maker-up = Subir o ponto de controle { $n }
les-maker-down = Descer o ponto de controle { $n }
les-maker-remove = Remover o ponto de controle { $n }
les-task-add = Adicionar uma tarefa e uma dica
les-task-summary = Tarefa: { $goal }
les-task-field = Tarefa do ponto de controle { $n }: { $field }
les-task-goal = objetivo
les-task-agent = agente
les-task-measure = medida
les-task-value = valor
les-task-within = passos executados
les-task-text = o que fazer
    .placeholder = O que o leitor faz, numa frase
les-task-hint = dica
    .placeholder = Mostrada após duas verificações que não passaram
les-goal-none = sem tarefa
les-goal-arrive = um agente chega
les-goal-arriveClean = um agente chega sem colisão
les-goal-below = uma medida termina abaixo de um valor
les-goal-above = uma medida termina acima de um valor
les-task-do-arrive = Mude a cena para que { $agent } chegue ao objetivo.
les-task-do-arriveClean = Mude a cena para que { $agent } chegue ao objetivo sem colisão.
les-task-do-below = Mude a cena para que { $measure } termine abaixo de { $value }.
les-task-do-above = Mude a cena para que { $measure } termine acima de { $value }.
les-ex-label = Exercício
les-ex-edit = Editar meu script
    .title = Abre o script no editor (E); Aplicar o executa nos painéis de comparação
les-ex-check = Verificar minha solução
    .title = Executa as cenas da bateria de qualidade com seu script, o embutido e seek, e compara
les-ex-share = Compartilhar minha solução
    .title = Copia um link para este exercício com seu script dentro
les-ex-stop = Parar
les-ex-table =
    .aria-label = Seu script contra o embutido e o seek simples, por tipo de cena
les-ex-scope = Verificar minha solução executa seu script, como aplicado, em { $families } da bateria de qualidade, ao lado do { $reference } embutido e de seek (sem desvio).
les-ex-family-fields = campos de círculos
les-ex-family-blocks = células bloqueadas
les-ex-family-wall = uma parede no caminho
les-ex-family-trap = uma armadilha em U
les-ex-family-corridor = corredores
les-ex-family-doorway = portas
les-ex-family-crossing = agentes que se cruzam
les-ex-family-oncoming = agentes de frente
les-ex-family-overtaking = ultrapassagens
les-ex-family-fan-in = agentes convergindo
les-ex-family-ring = anéis de agentes
les-ex-family-streams = quatro fluxos
les-ex-col-arrived = chegaram
les-ex-col-collisions = colisões / agente
les-ex-col-depth = maior sobreposição
les-ex-col-contacts = contatos entre agentes / agente
les-ex-col-contact-time = s em contato / agente
les-ex-col-time = s até o objetivo / agente que chegou
les-ex-col-effort = esforço / agente (u/s)
les-ex-col-score = pontuação
les-ex-score-note = Pontuação por agente, menor é melhor: 50 por colisão ou contato entre agentes, mais os segundos até o objetivo (para um agente que não chegou, a execução inteira e mais 60), mais 0,1 por u/s de mudança de velocidade (esforço).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }, { $stops } parados pelo script
les-ex-yours = o seu
les-ex-builtin = { $reference } embutido
les-ex-hint-any = Abra Contrato para ver o que world.castRay retorna; use print() nos valores que você calcula (o console os mostra por passo) e compare seus raios com o painel embutido.
les-ex-than = { $than ->
        [fewer] menos que
        [more] mais que
       *[same] tantas quanto
    } { $whose ->
        [seek] o seek
       *[builtin] o { $reference } embutido
    } { $value }
les-ex-compared = { $yours } colisões por agente, { $seek } e { $builtin }
les-ex-stopped = Seu script parou { $stops } de { $agents } agentes, então a linha dele ainda não é um resultado (um agente parado não colide com nada). O primeiro { $first }. Corrija e verifique de novo.
les-ex-not-arrived = { $reached } de { $agents } agentes chegaram (o embutido: { $ref }); o seu: { $compared }.
les-ex-no-better = Todos os agentes chegaram, mas o seu não desvia melhor que seek: { $compared }; { $contact } s em contato por agente contra { $seekContact } s do seek.
les-ex-passed = Todos os agentes chegaram; o seu: { $compared }, e { $contact } s em contato por agente contra { $seekContact } s do seek.
les-ex-stopped-changed = Parado: seu código mudou. Verifique de novo.
les-ex-outdated = Seu código mudou desde esta verificação (a tabela é do código anterior): verifique de novo.
les-ex-stopped-short = Parado.
les-ex-loading = Carregando…
les-ex-runs = { $done } / { $total } execuções
les-ex-worker-failed = o worker da verificação falhou
les-ex-failed = A verificação não foi executada: { $errors }
les-ex-done = { $runs } cenas cada, { $seconds } s.
les-ex-copied = Link copiado: ele abre este exercício com seu script dentro.
les-ex-code-base64 = code: não é um script (o conteúdo não é base64url)
les-ex-code-utf8 = code: não é texto UTF-8
## h-panels3a: scripts
sed-agent = agente { $n }
sed-agent-added = um agente adicionado no passo { $step }
scr-contract = O contrato
    .aria-label = O contrato dos scripts
scr-intro = function steer(agent, world) é chamada uma vez por passo para cada agente que executa o script (na ordem dos agentes) e retorna { "{" } x, y { "}" }: a aceleração que ele quer, em u/s². O núcleo a limita a agent.maxAccel e depois aplica o limite de velocidade, como para qualquer comportamento.
scr-agent-xy = posição, em unidades do mundo
scr-agent-v = velocidade, u/s
scr-agent-body = corpo e limites (u, u/s, u/s²)
scr-agent-goal = seu objetivo, em unidades do mundo
scr-agent-dt = o passo de tempo (s) e o passo sendo decidido (0 o primeiro)
scr-agent-params = seus parâmetros livres, { "{" } name: number { "}" } (no máximo 8)
scr-agent-memory = um objeto mantido entre chamadas: dados simples, no máximo 4 KiB em JSON, parte dos quadros-chave (voltar é exato); { "{" }{ "}" } na primeira chamada
scr-world-castRay = null, ou { "{" } distance, x, y, nx, ny, kind { "}" } (kind "cell" ou "circle"): o lançamento com que os embutidos percebem. Os 3 primeiros raios de um passo são desenhados e listados no painel.
scr-world-neighbors = os outros agentes cujo centro está dentro de radius: [{ "{" } x, y, vx, vy, radius { "}" }], numa ordem fixa
scr-world-blocked = se a célula (cx, cy) está bloqueada (fora da grade: true)
scr-world-random = um número em [0, 1), semeado pela cena, pelo passo, pelo agente e pelo sorteio (Math.random é isto)
scr-world-show = um número com nome (até 8 por passo) no painel
scr-world-note = uma frase (até 4 por passo, 200 caracteres) no painel e no console
scr-stops = O que para o seu agente (motivo de parada script, com a linha)
scr-stop-throw = um throw, ou uma resposta que não é { "{" } x, y { "}" } de números finitos
scr-stop-runaway = um descontrole: mais de sim.scriptBudget verificações de interrupção numa chamada (o QuickJS verifica a cada 10.000 dos seus ticks, cerca de 5.000 voltas de um laço simples: a mesma contagem em qualquer máquina; nenhum relógio para um script)
scr-stop-memory = memória: 16 MiB para todos os scripts; agent.memory 4 KiB em JSON
scr-stop-sandbox = sem DOM, rede, temporizadores, Date, módulos ou objetos do hospedeiro: fetch, require e process não estão definidos. Guarde o estado em agent.memory (variáveis de nível superior não fazem parte dos quadros-chave).
scr-whole = O contrato completo: docs/scripts.md no código-fonte.
scr-unclosed = Falta um sinal de fechamento: o { $ch } da linha { $line }, coluna { $column } nunca é fechado. Adicione seu { $pair } onde essa parte termina.
scr-unopened = O { $ch } da linha { $line }, coluna { $column } não fecha nada: falta um { $pair } antes dele, ou este sobra.
scr-mismatch = Falta um sinal de fechamento: o { $ch } da linha { $line }, coluna { $column } nunca é fechado (o { $close } da linha { $closeLine } vem antes). Adicione seu { $pair } onde essa parte termina.
scr-near = Linha { $line }: "{ $token }" não pode vir aqui. Falta ou sobra uma palavra, um operador ou uma vírgula logo antes.
scr-unreadable = A linha { $line } não é JavaScript que o motor consiga ler ({ $what }).
scr-mark-syntax = { $text } (QuickJS: linha { $line }, coluna { $column }: { $message })
scr-mark-stopped = "{ $agent }" parado: { $text } (linha { $line }: { $message })
scr-mark-stopped-in = "{ $agent }" parado em "{ $pane }": { $text } (linha { $line }: { $message })
scr-mark-stopped-plain = "{ $agent }" parado: { $text }
scr-mark-stopped-in-plain = "{ $agent }" parado em "{ $pane }": { $text }
scr-loop = o laço da linha { $line }
scr-loops = um dos laços das linhas { $lines }
scr-millions = { $n } milhões
scr-thousands = { $n } mil
scr-at-line = Linha { $line }
scr-at-script = O script
scr-budget = esgotou seu orçamento ({ $checks } verificações de interrupção, cerca de { $operations } operações)
scr-slow = levou mais de { $ms } ms
scr-runaway = A chamada { $ran }: um laço que nunca termina? Veja { $where }: verifique se a condição muda dentro do laço.
scr-runaway-from = A chamada { $ran }: um laço que nunca termina? Veja os laços a partir da linha { $line }: verifique se a condição muda dentro do laço.
scr-null-why = world.castRay retorna null quando o raio não atinge nada: verifique isso antes (if (hit) { "{" } … { "}" }).
scr-undefined-why = Um nome escrito de outro jeito, ou um campo que o agente não tem (Contrato os lista), é undefined.
scr-no-field = { $at }: "{ $owner }" é { $none } ali, então não tem "{ $prop }". { $why }
scr-no-field-value = { $at }: um valor é { $none } ali, então não tem "{ $prop }". { $why }
scr-not-defined = { $at }: nada se chama "{ $name }" aqui. Confira a grafia, ou declare (let, const) antes de usar.
scr-not-function = { $at } chama algo que não é uma função: confira o nome (as chamadas do mundo são world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).
scr-bad-return = { $at }: steer deve terminar com return { "{" } x, y { "}" }, dois números finitos (uma aceleração). Retornou { $got }.
scr-at = { $at }: { $what }
scr-runtime-failed = O ambiente dos scripts falhou: { $what }
scr-no-script = { $name }: esta cena não tem script com esse nome.
scr-no-answer = O script não deu resposta.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = ponto de desvio
kn-all-masked = tudo mascarado
kn-chosen = escolhida
kn-command = comando
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = espaço de velocidades (ORCA), ±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = velocidade preferida permitida
cv-orca-nearest = velocidade permitida mais próxima
cv-orca-fallback = alternativa: violação mínima
cv-orca-squeezed = espremida: violação mínima
cv-orca-fallback-short = alternativa
cv-orca-squeezed-short = espremida
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-proxy de cada célula (P = { $p })
cv-heat-near = { $n } (perto)
cv-heat-far = { $n } (longe)
# The context map inset's title (draw/context.js)
cv-context-title = mapa de contexto · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = Vista lateral · { $name } · direção →
cv-slope-on = { $kind }: dot = { $dot } → deslocamento { $offset } u
cv-slope-off = { $kind }: dot = { $dot } → inclinação desligada, { $target } u não aplicado
cv-slope-on-short = { $kind }: dot { $dot } → desloc. { $offset } u
cv-slope-on-shortest = { $kind }: dot { $dot } → { $offset } u
cv-slope-off-short = { $kind }: dot { $dot } → inclinação desl. ({ $target } u)
cv-slope-off-shortest = { $kind }: dot { $dot } → desl. ({ $target } u)
cv-slope-level = plano
cv-slope-incline = subida
cv-slope-decline = descida
cv-slope-across = de través
cv-hit-wall = parede
canvas-grid-blocked = bloqueada
cv-hit-circle = círculo
cv-hit-ground = chão
cv-obstacle-high = { $kind } de { $height } u de altura
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = sobre um obstáculo
cv-feeler-over-short = sobre
cv-feeler-clear = livre
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = o sidestep não conseguiu iniciar: { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = Não foi possível abrir { $source }
ld-script-engine = scripts: o motor de scripts não carregou ({ $error })
ld-too-large = arquivo: { $size } bytes ultrapassa o limite de { $limit } bytes ({ $mib } MiB)
obs-reading = Abrindo { $source }: { $percent } lido
obs-building = Abrindo { $source }: construindo a cena
obs-wait = Um momento: o mundo responde assim que o cenário estiver aberto
ld-not-a-scene = { $name }: não é um arquivo de cenário (JSON, começando com { "{" }), nem um caso de teste do SteerSuite (XML), nem um link de compartilhamento.
ld-movingai-hint = { " " }Um mapa ou scen do Moving AI abre com “Abrir .map / .scen…” (ou soltando-o sobre o mundo).
ld-link-too-long = link: o link desta cena teria { $length } caracteres, mais do que os navegadores abrem ({ $max } aqui; o Firefox recusa endereços acima de { $firefox }). Exporte-a como arquivo (Exportar, em Editar).
ld-name-my-scene = “{ $name }” de Minhas cenas
ld-name-example = o exemplo “{ $title }”
ld-name-autosave = a cena salva automaticamente
ld-name-welcome = o exemplo de boas-vindas
ld-name-link = o link
ld-name-dropped-link = o link solto
ld-name-scenario = o cenário
map-open-problem = problema { $row } de { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = link: o limite do núcleo { $name } não está carregado (carregue o módulo antes)
ld-link-length = link: não é base64url: { $size } caracteres não formam um número inteiro de bytes
ld-link-character = link: não é base64url: o caractere { $at } não é A-Z, a-z, 0-9, - nem _
ld-link-inflates = link: descomprimido passa de { $limit } bytes (o limite); recusado
ld-link-not-deflate = link: não são dados deflate (truncados ou corrompidos)
ld-link-empty = link: vazio (esperava-se #s= seguido do cenário)
ld-link-too-many = link: { $length } caracteres ultrapassa o limite de { $limit }
ld-link-not-utf8 = link: o cenário não é texto UTF-8
# My scenes' storage errors (sim/library.js)
ld-storage-failed = a requisição ao armazenamento falhou
ld-no-indexeddb = este navegador não guarda cenas (sem IndexedDB)
ld-no-entry = Minhas cenas: nenhuma entrada { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path }: deve ser um de { $list }, recebido { $got }
ld-edit-point = { $path }: deve ser [x, y]
ld-edit-unknown-param = { $path }: parâmetro desconhecido de { $owner }
ld-edit-unknown-setting = { $path }: configuração desconhecida (existem { $list })
ld-not-a-number = { $name }: deve ser um número (o campo está vazio ou contém outra coisa)
ld-step-n = step: n deve ser um número inteiro >= 0, recebido { $got }
ld-seek-step = seek: step deve ser um número inteiro >= 0, recebido { $got }
ld-events-kind = events: kind deve ser um de { $list }, recebido { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = o worker de Rodar tudo falhou
anim-recorder-empty = o gravador do navegador deu { $bytes } bytes para { $frames } quadros (sem vídeo): tente de novo ou faça um GIF
legend-no-agents = nenhum agente
keys-compare-copies = Os painéis são cópias da cena: “Editar a cena” (sob o título) sai do modo de comparação para alterá-la.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = { $steps } passos calculados; { $keyframes } quadros-chave (um a cada { $interval } passos), { $used } MB de { $budget } MB, mais { $recent } MB dos estados por onde passou o último passo atrás (no máximo 24 MB); { $edits }
tl-edits = { $n ->
        [one] { $n } edição feita durante a execução
       *[other] { $n } edições feitas durante a execução
    }


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }: não há agente { $index } (há { $count })
invalid-no-circle = { $path }: não há círculo { $index } (há { $count })
invalid-no-path = { $path }: não há caminho { $index } (há { $count })
invalid-no-script = { $path }: não há script chamado "{ $name }"
invalid-resize-outside = { $path }: { $width } x { $height } deixaria agents[{ $agent }].{ $field } ({ $x }, { $y }) fora do mundo; mova ou remova o agente antes
invalid-cell-outside = { $path }: ({ $x }, { $y }) está fora da grade de { $width } x { $height }
invalid-agent-cell = { $path }: deve ser uma célula 0..{ $maxX } x 0..{ $maxY }, mas é ({ $x }, { $y })
invalid-agent-inside = { $path }: deve ficar dentro do mundo [0, { $width }] x [0, { $height }], mas é ({ $x }, { $y })
invalid-finite = { $path }: devem ser números finitos
invalid-point-count = { $path }: deve ter de { $min } a { $max } pontos, mas tem { $got }
invalid-points-far = { $path }: os pontos devem ser finitos e estar a até { $max } da origem
invalid-integer-limits = { $path }: deve ser um inteiro entre { $lo } e { $hi }
invalid-max-agents = { $path }: no máximo { $max } agentes
invalid-max-circles = { $path }: no máximo { $max } círculos
invalid-max-paths = { $path }: no máximo { $max } caminhos
invalid-max-scripts = { $path }: no máximo { $max } scripts
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = linha { $line }: o arquivo tem { $bytes } bytes, mais que o limite de { $max }
invalid-movingai-stopped = parou após { $n } erros
invalid-map-empty = linha { $line }: arquivo vazio (um .map começa com 'type octile')
invalid-map-ends-before-map = linha { $line }: o arquivo termina antes da linha 'map'
invalid-map-ends-before-map-missing = linha { $line }: o arquivo termina antes da linha 'map' (faltam { $missing })
invalid-map-second-line = linha { $line }: uma segunda linha '{ $key }'
invalid-map-type = linha { $line }: type deve ser 'octile', mas é { $got }
invalid-map-side = linha { $line }: { $key } deve ser um inteiro entre 1 e { $max }, mas é { $got }
invalid-map-before = linha { $line }: 'map' antes da linha '{ $header }'
invalid-map-expected-type = linha { $line }: esperava-se 'type octile', mas é { $got }
invalid-map-expected-header = linha { $line }: esperava-se uma linha de cabeçalho (type octile, height H, width W, map), mas é { $got }
invalid-map-ends-after = linha { $line }: o arquivo termina após { $rows } linhas da grade, height diz { $height }
invalid-map-row-width = linha { $line }: a linha tem { $chars } caracteres, width diz { $width }
invalid-map-character = linha { $line }: caractere desconhecido { $char } na coluna { $column } (livres: { $free }; bloqueadas: { $blocked })
invalid-map-more-rows = linha { $line }: mais linhas do que height diz ({ $height })
invalid-scen-empty = linha { $line }: arquivo vazio (um .scen começa com 'version 1')
invalid-scen-version = linha { $line }: esperava-se 'version 1', mas é { $got }
invalid-scen-too-many = linha { $line }: mais de { $max } problemas (o limite)
invalid-scen-fields = linha { $line }: esperavam-se 9 campos (grupo, mapa, largura do mapa, altura do mapa, início x, início y, objetivo x, objetivo y, comprimento ótimo), mas há { $got }
invalid-scen-fields-more = linha { $line }: esperavam-se 9 campos (grupo, mapa, largura do mapa, altura do mapa, início x, início y, objetivo x, objetivo y, comprimento ótimo), mas há mais
invalid-scen-integer = linha { $line }: { $column } deve ser um inteiro entre { $lo } e { $hi }, mas é { $got }
invalid-scen-integer-in = linha { $line }: { $column } deve ser um inteiro entre { $lo } e { $hi } ({ $side } { $size }), mas é { $got }
invalid-scen-col-bucket = grupo
invalid-scen-col-map-width = largura do mapa
invalid-scen-col-map-height = altura do mapa
invalid-scen-col-start-x = início x
invalid-scen-col-start-y = início y
invalid-scen-col-goal-x = objetivo x
invalid-scen-col-goal-y = objetivo y
invalid-scen-map-name = linha { $line }: nome de mapa com mais de { $max } caracteres
invalid-scen-optimal = linha { $line }: o comprimento ótimo deve ser um número entre 0 e { $max }, mas é { $got }
invalid-scen-other-map = linha { $line }: o problema é para o mapa { $name }, não { $map }
invalid-scen-size = linha { $line }: o problema diz que o mapa tem { $w } x { $h }, mas ele tem { $width } x { $height }
invalid-scen-blocked-start = linha { $line }: o início ({ $x }, { $y }) é uma célula bloqueada
invalid-scen-blocked-goal = linha { $line }: o objetivo ({ $x }, { $y }) é uma célula bloqueada

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path }: { $bytes } bytes é mais que o limite de { $max } bytes
invalid-json = { $path }: não é JSON válido: linha { $line }, coluna { $column }: { $what }
invalid-json-character = { $path }: não é JSON válido: linha { $line }, coluna { $column }: caractere inesperado '{ $character }'
invalid-json-duplicate-key = { $path }: não é JSON válido: linha { $line }, coluna { $column }: chave repetida "{ $key }"
invalid-json-depth = { $path }: não é JSON válido: linha { $line }, coluna { $column }: aninhado em mais de { $max } níveis
invalid-json-after-value = texto inesperado depois do valor JSON
invalid-json-literal = literal inválido
invalid-json-end = o texto termina antes do esperado
invalid-json-key-expected = esperava-se uma chave entre aspas
invalid-json-colon = esperava-se ':'
invalid-json-object-end = esperava-se ',' ou '{ "}" }'
invalid-json-array-end = esperava-se ',' ou ']'
invalid-json-number = número inválido
invalid-json-fraction = número inválido: esperavam-se dígitos depois de '.'
invalid-json-exponent = número inválido: esperavam-se dígitos no expoente
invalid-json-u-truncated = escape \u incompleto
invalid-json-u-escape = escape \u inválido
invalid-json-unterminated = texto entre aspas não fechado
invalid-json-control = caractere de controle dentro de um texto
invalid-json-open-string = este texto entre aspas não é fechado antes do fim da sua linha
invalid-json-comma-brace = uma vírgula logo antes de '{ "}" }' (remova a última vírgula)
invalid-json-comma-bracket = uma vírgula logo antes de ']' (remova a última vírgula)
invalid-json-unclosed-object = o arquivo termina antes de fechar esta '{ "{" }'
invalid-json-unclosed-array = o arquivo termina antes de fechar este '['
invalid-json-surrogate = substituto sem par em um escape \u
invalid-json-escape = escape inválido dentro de um texto
invalid-json-stopped = a leitura foi interrompida (outra cena foi pedida)
invalid-json-object = { $path }: deve ser um objeto JSON ({ $format }), mas é { $got }
invalid-version-required = { $path }: é obrigatório e deve ser { $version }
invalid-version = { $path }: deve ser { $version } (esta versão lê o formato v{ $version }), mas é { $got }
invalid-object-keys = { $path }: deve ser um objeto { $keys }, mas é { $got }
invalid-object-keys-or-null = { $path }: deve ser um objeto { $keys } ou null, mas é { $got }
invalid-shape = { $path }: deve ser { $shape }, mas é { $got }
invalid-required-shape = { $path }: é obrigatório: { $shape }
invalid-array-of = { $path }: deve ser uma lista de { $what }, mas é { $got }
invalid-array-names = { $path }: deve ser uma lista de nomes
invalid-at-most = { $path }: deve ter no máximo { $max } { $what }, mas tem { $got }
invalid-at-most-with-regions = { $path }: deve ter no máximo { $max } { $what } com os { $regions } das regiões, mas tem { $got }
invalid-at-least = { $path }: deve ter pelo menos { $min } { $what }
invalid-count-between = { $path }: deve ter de { $min } a { $max } { $what }, mas tem { $got }
invalid-noun-agents = agentes
invalid-noun-circles = círculos
invalid-noun-edits = edições
invalid-noun-paths = caminhos
invalid-noun-points = pontos
invalid-noun-xy-points = pontos [x, y]
invalid-noun-regions = regiões
invalid-noun-rows = linhas
invalid-noun-scripts = scripts
invalid-noun-variants = variantes
invalid-got-object = um objeto
invalid-got-array = uma lista
invalid-got-items = uma lista de { $items } itens
invalid-either = { $path }: deve ser "{ $a }" ou "{ $b }", mas é { $got }
invalid-either3 = { $path }: deve ser "{ $a }", "{ $b }" ou "{ $c }", mas é { $got }
invalid-number-min = { $path }: deve ser um número >= { $min }, mas é { $got }
invalid-finite-number = { $path }: deve ser um número finito, mas é { $got }
invalid-axes = { $path }: cada eixo deve ser um número em { $range }, mas é { $got }
invalid-axes-range = { $path }: cada eixo deve estar em { $range }
invalid-setting-value = { $path }: deve ser um número, true ou false, ou o nome de uma opção, mas é { $got }
invalid-behavior-name = { $path }: deve ser o nome de um comportamento, mas é { $got }
invalid-unknown-key-for = { $path }: chave desconhecida para { $kind }
invalid-within-origin = { $path }: deve ficar a no máximo { $max } da origem
invalid-inside-world = { $path }: deve ficar dentro do mundo [0, { $width }] x [0, { $height }], mas é { $got }
invalid-grid-cell = { $path }: deve ser uma célula [x, y] com inteiros 0..{ $maxX } e 0..{ $maxY }, mas é { $got }
invalid-cell-integers = { $path }: deve ser [x, y], inteiros 0..{ $max }
invalid-cells-integers = { $path }: cells[{ $index }] deve ser [x, y], inteiros 0..{ $max }
invalid-grid-setting = { $path }: agentes de grade andam uma célula por passo e não têm { $key }; remova-o
invalid-no-paths = { $path }: não há caminhos em world.paths
invalid-script-only = { $path }: só agentes com script nomeiam um script; remova-o ou defina "behavior": "script"
invalid-script-required = { $path }: é obrigatório para um agente com script (o nome de um dos scripts da cena)
invalid-script-missing = { $path }: não há script chamado "{ $name }" (a cena tem: { $names })
invalid-script-missing-none = { $path }: não há script chamado "{ $name }" (a cena não tem nenhum)
invalid-script-not-in-scene = { $path }: não há script chamado "{ $name }" entre os scripts da cena
invalid-script-name = { $path }: o nome de um script deve ser uma letra ou _ seguida de até 31 letras, dígitos ou _
invalid-param-name = { $path }: o nome de um parâmetro deve ser uma letra ou _ seguida de até 31 letras, dígitos ou _
invalid-script-params = { $path }: um agente com script tem no máximo { $max } parâmetros, mas tem { $got }
invalid-object-of-numbers = { $path }: deve ser um objeto de números por nome, mas é { $got }
invalid-object-of-settings = { $path }: deve ser um objeto de configurações por nome, mas é { $got }
invalid-pace = { $path }: deve ser 0 (o mais rápido possível) ou um número de passos por segundo em { $range }, mas é { $got }
invalid-selected-none = { $path }: deve ser null: não há agentes
invalid-repeats = { $path }: repete "{ $name }"
invalid-world-object = { $path }: deve ser um objeto com "grid" (e, se quiser, "circles")
invalid-size-and = { $path }: dá o tamanho de uma grade aberta: remova-o, ou remova { $other }
invalid-size = { $path }: deve ser [largura, altura] em células, mas é { $got }
invalid-grid-required = { $path }: é obrigatório: uma lista de linhas como "..@@.." (ou world.map, o nome de um mapa incluído: { $maps })
invalid-grid-rows = { $path }: deve ser uma lista não vazia de textos de linha, mas é { $got }
invalid-first-row = { $path }: deve ser um texto de 1..{ $max } células, mas tem { $n } caracteres
invalid-first-row-got = { $path }: deve ser um texto de 1..{ $max } células, mas é { $got }
invalid-row-width = { $path }: deve ter { $width } células como a linha 0, mas tem { $got }
invalid-cell-character = { $path }: caractere de célula desconhecido { $char } (livre: . ou G; bloqueada: @, O ou T)
invalid-map-and-grid = { $path }: dê o nome de um mapa incluído ou world.grid, não os dois
invalid-unknown-map = { $path }: mapa desconhecido "{ $name }"; os mapas incluídos são { $maps }
invalid-terrain-rows = { $path }: deve ser uma lista de { $rows } linhas (altura da grade + 1), mas tem { $n }
invalid-terrain-rows-got = { $path }: deve ser uma lista de { $rows } linhas (altura da grade + 1), mas é { $got }
invalid-terrain-columns = { $path }: deve ser uma lista de { $columns } números (largura da grade + 1), mas tem { $n }
invalid-terrain-columns-got = { $path }: deve ser uma lista de { $columns } números (largura da grade + 1), mas é { $got }
invalid-whole-grid-edits = { $path }: no máximo { $max } edições resizeGrid, clearGrid e clearTerrain em um histórico
invalid-step-order = { $path }: não pode ser menor que o passo anterior ({ $before }), mas é { $got }
invalid-step-max = { $path }: deve ser no máximo sim.maxSteps ({ $max }), mas é { $got }
invalid-history-clear = { $path }: clear começa um cenário novo e não pode fazer parte do histórico de uma execução
invalid-history-edit = { $path }: { $edit } no passo { $step }: { $why }
invalid-variant-history = { $path }: history[{ $entry }]: { $edit } no passo { $step } não cabe nesta variante: { $why }
invalid-fold-edit = history[{ $entry }] ({ $edit } no passo { $step }): não se aplica no passo 0: { $why }
invalid-variant-no-agent = { $path }: não há agente { $agent } (há { $agents })
invalid-variant-grid-on-continuous = { $path }: { $behavior } é um comportamento de grade e o agente { $agent } é contínuo ({ $own })
invalid-variant-continuous-on-grid = { $path }: { $behavior } é um comportamento contínuo e o agente { $agent } é de grade ({ $own })
invalid-variant-param = { $why } (agente { $agent })
invalid-label-required = { $path }: é obrigatório (algumas palavras mostradas sobre o seu painel)
invalid-agent-twice = { $path }: cita um agente duas vezes
invalid-variant-agents = { $path }: deve ser "all" ou uma lista não vazia de índices de agentes, mas é { $got }
invalid-variant-script = { $path }: só uma variante com "behavior": "script" nomeia um script
invalid-variant-script-required = { $path }: é obrigatório com "behavior": "script" (o nome de um dos scripts da cena)
invalid-area = { $path }: deve ser [x0, y0, x1, y1], quatro números, mas é { $got }
invalid-area-size = { $path }: deve ter x0 < x1 e y0 < y1, e pelo menos um corpo (2 x radius = { $body }) de largura e de altura, mas é { $got }
invalid-goal-required = { $path }: é obrigatório: { $area }, "opposite" ou "same-area"
invalid-goal-rule = { $path }: deve ser { $area }, "opposite" (o início espelhado pelo centro do mundo) ou "same-area", mas é { $got }
invalid-count-required = { $path }: é obrigatório: quantos agentes, 1..{ $max }
invalid-region-grid = { $path }: regiões colocam agentes contínuos; { $behavior } é um comportamento de grade (escreva os agentes dele em "agents")
invalid-regions-total = { $path }: somam { $total } agentes, mais que o limite de { $max }
invalid-region-goal = { $path }: nenhum objetivo livre encontrado para o agente { $agent } em { $tries } tentativas (células bloqueadas ou círculos o cobrem)
invalid-region-placed = { $path }: { $placed } de { $count } colocados (após { $tries } tentativas para o próximo, a área de início não tem espaço livre para um corpo de raio { $radius }): aumente a área ou diminua a quantidade
invalid-rule = { $path }: { $rule }
invalid-rule-remove = { $path }: { $rule }; remova-o
invalid-rule-grid-avoid = agentes de grade não desviam de agentes
invalid-rule-orca-avoid = agentes orca desviam de agentes com seus próprios semiplanos
invalid-rule-context-path = só agentes context seguem caminhos
invalid-rule-grid-drive = só agentes contínuos podem ser conduzidos
invalid-rule-grid-route = agentes de grade andam de célula em célula; só agentes contínuos seguem rotas
invalid-rule-script-route = agentes com script se guiam sozinhos; não seguem rota
invalid-rule-script-avoid = agentes com script se guiam sozinhos (world.neighbors vê os outros agentes)
invalid-rule-script-only = só agentes com script nomeiam um script
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path }: deve ter no máximo { $max } caracteres
invalid-max-characters-got = { $path }: deve ter no máximo { $max } caracteres, mas tem { $got }
invalid-max-params = { $path }: no máximo { $max } parâmetros
invalid-max-bytes = { $path }: no máximo { $max } bytes
invalid-not-a-name = { $path }: "{ $name }" não é um nome
invalid-named-twice = { $path }: nomeado duas vezes
invalid-no-setting = { $path }: não há configuração "{ $name }"
invalid-axes-number = { $path }: cada eixo deve ser um número em { $range }
invalid-not-driven = { $path }: o agente { $index } não está sendo conduzido (use setDrive antes)
invalid-grid-body = { $path }: um agente de grade ({ $behavior }) anda uma célula por passo; só agentes contínuos têm um corpo para ajustar
invalid-kind-continuous = { $path }: { $behavior } é um comportamento contínuo e o agente { $index } é de grade; adicione um agente novo
invalid-kind-grid = { $path }: { $behavior } é um comportamento de grade e o agente { $index } é contínuo; adicione um agente novo
invalid-script-needs-name = { $path }: um agente com script precisa do nome do seu script (setAgentScript)
invalid-or = { $path }: deve ser { $a } ou { $b }
invalid-or3 = { $path }: deve ser { $a }, { $b } ou { $c }
invalid-or3-got = { $path }: deve ser { $a }, { $b } ou { $c }, mas é "{ $got }"
invalid-terrain-count = { $path }: deve ter (largura + 1) x (altura + 1) = { $count } valores, mas tem { $got }
invalid-finite-within = { $path }: deve ser finito e ficar a no máximo { $max } da origem
invalid-unknown-kind = { $path }: tipo desconhecido
invalid-path-index = { $path }: deve ser -1 ou o índice de um caminho de um agente context
invalid-only-params = { $path }: { $behavior } tem só { $n } parâmetros
invalid-not-a-name-pattern = { $path }: "{ $name }" não é um nome ({ $pattern })
invalid-script-grid-agent = { $path }: script é um comportamento contínuo e o agente { $index } é de grade
invalid-history-full = { $path }: no máximo { $max } edições durante uma execução; volte ao passo 0 para editar o cenário
invalid-no-edit = { $path }: essa edição não existe (o histórico da execução tem { $count })
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = No objetivo, dando passagem
why-head-at-goal = No objetivo
why-head-returning = Voltando ao objetivo
why-note-giving-way = no objetivo, dando passagem: chegou (contado na primeira vez que ficou a menos de 0,05 u do objetivo) e mantém a evitação de agentes funcionando (atGoal: giveWay), então foge, pela regra de sempre, de outro agente cuja aproximação o atingiria; depois volta ao objetivo
why-note-at-goal = no objetivo: chegou e descansa ali, ainda observando os outros agentes: foge de um cuja aproximação o atingiria (atGoal: giveWay; com stop ficaria estacionado aconteça o que acontecer)
why-note-returning = voltando ao objetivo: deu passagem a outro agente e, sem ameaça agora, seu comportamento o traz de volta; descansa assim que fica a menos de 0,05 u do objetivo
doc-avoidance-atGoal = O que faz depois de chegar (contado na primeira vez que fica a menos de 0,05 u do objetivo, nos dois casos). giveWay: mantém a evitação de agentes funcionando, foge de outro agente cuja aproximação o atingiria e depois volta ao objetivo e descansa ali. stop: para de vez, como os agentes do artigo; retardatários que entram num grupo apertado de objetivos ricocheteiam nele.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }: deve ser true ou false
invalid-choice-index = { $path }: deve ser um índice de opção entre 0 e { $max }
invalid-no-setting-of = { $path }: { $owner } não tem configuração "{ $name }" (ele tem { $known })
invalid-no-setting-of-none = { $path }: { $owner } não tem configuração "{ $name }"
invalid-setting-boolean = { $path }: { $name } deve ser true ou false
invalid-setting-one-of = { $path }: { $name } deve ser um de { $list }
invalid-setting-number = { $path }: { $name } deve ser um número

## h-words8: o veredito da tarefa de uma lição (core/src/lesson/task.cpp, checkTask): orações unidas como estão, cada
## uma com a sua própria pontuação. $name é o nome de um agente, $reason o identificador de um motivo de parada,
## $measure o nome de uma medida (run.collisions), $who, $behavior, $numbers os nomes da medida como no arquivo; como são escritos.
task-no-agent-named = A cena não tem nenhum agente chamado { $name } para verificar.
task-no-agent = A cena não tem nenhum agente { $index } para verificar.
task-reached = { $name } chegou ao seu objetivo no passo { $step } ({ $seconds } s)
task-reached-with = , com { $collisions ->
        [one] { $collisions } colisão
       *[other] { $collisions } colisões
    } com obstáculos e { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } com agentes pelo caminho
task-reached-unclean = , mas não de forma limpa: { $collisions ->
        [one] { $collisions } colisão
       *[other] { $collisions } colisões
    } com obstáculos e { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } com agentes pelo caminho
task-still = { $name } não chegou ao seu objetivo: após { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passos
    } ainda está a { $gap } u dele
task-stopped = { $name } não chegou ao seu objetivo: parou ({ $reason }) no passo { $step } ({ $seconds } s), a { $gap } u dele
task-after-hits = , após { $collisions ->
        [one] { $collisions } colisão
       *[other] { $collisions } colisões
    } com obstáculos e { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } com agentes
task-others = ; até então tinham chegado { $reached } de { $agents } agentes
task-end = .
task-measure-error = A medida{ " " }
task-measure-run = { $name }: os valores da execução são collisions, contacts, arrivals
task-measure-form = { $name }: uma medida é step, time, run.VALUE ou AGENT.VALUE
task-measure-no-agent = { $name }: nenhum agente tem o nome ou o número “{ $who }”
task-measure-numbers = { $name }: { $who } é um agente { $behavior }, cujos números são { $numbers }
task-measure = { $measure } valia { $value } no passo { $step } ({ $seconds } s)
task-run-ended = , quando a execução terminou
task-below = : abaixo de { $bound }.
task-not-below = : não abaixo de { $bound }.
task-above = : acima de { $bound }.
task-not-above = : não acima de { $bound }.

## h-words8: os campos de início e objetivo do editor de agentes, como são lidos em voz alta e nomeados numa recusa
ed-start-x = início x
ed-start-y = início y
ed-goal-x = objetivo x
ed-goal-y = objetivo y

## h-words8: horizon ou margin de um arquivo antigo (desvio de agentes) convertido num ajuste fora do seu intervalo
invalid-horizon-lookahead = { $path }: são { $value } raios como lookahead com o tamanho e a velocidade deste agente; lookahead deve ser um número entre { $lo } e { $hi }, mas é { $got }
invalid-margin-spacing = { $path }: são { $value } × raios como spacing com o tamanho e a velocidade deste agente; spacing deve ser um número entre { $lo } e { $hi }, mas é { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = um '{ "}" }' sem o seu '{ "{" }' (escreva { "}}" } para uma chave)
invalid-caption-unclosed = um '{ "{" }' sem o seu '{ "}" }' (escreva { "{{" } para uma chave)
invalid-caption-decimals = { $path }: depois de ':' vêm as casas decimais, um dígito de 0 a 6, ou drag
invalid-caption-run = { $path }: os valores da execução são collisions, contacts, arrivals
invalid-caption-form = { $path }: use { "{step}" }, { "{time}" }, { "{run.VALUE}" }, { "{AGENT.VALUE}" } ou { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path }: nenhum agente tem o nome ou o número “{ $who }”
invalid-caption-values = { $path }: { $who } é um agente { $behavior }, cujos valores são { $values }
invalid-caption-no-setting = { $path }: { $who } ({ $behavior }) não tem a configuração { $name } (suas configurações numéricas: { $names })
invalid-caption-no-setting-none = { $path }: { $who } ({ $behavior }) não tem a configuração { $name } (suas configurações numéricas: nenhuma)
invalid-caption-not-number = { $path }: { $name } não é uma configuração numérica, então não pode ser arrastada
invalid-lesson-in = { $field }: { $error }
invalid-lesson-too-large = { $path }: { $bytes } bytes, mais que os { $max } que uma lição pode ter
invalid-lesson-json-object = { $path }: deve ser um objeto JSON
invalid-lesson-must-be = { $path }: deve ser { $value }
invalid-lesson-id = { $path }: deve ter de 1 a { $max } caracteres entre a-z, 0-9 e -
invalid-lesson-checkpoints = { $path }: deve ser uma lista de 1 a { $max } pontos de controle
invalid-lesson-exercise-last = { $path }: um exercício é o último ponto de controle da sua lição
invalid-lesson-object = { $path }: deve ser um objeto { $keys }
invalid-lesson-scene-first = { $path }: é obrigatório no primeiro ponto de controle
invalid-lesson-no-example = { $path }: não há exemplo chamado { $got }
invalid-lesson-scene = { $path }: deve ser o nome de arquivo de um exemplo ou um objeto de cenário
invalid-lesson-edits = { $path }: deve ser uma lista de edições
invalid-lesson-agent = { $path }: deve nomear um agente da cena ({ $names }) ou dar o seu índice, mas é { $got }
invalid-lesson-agent-none = { $path }: deve nomear um agente da cena (ela não tem nenhum) ou dar o seu índice, mas é { $got }
invalid-lesson-goal = { $path }: deve ser "arrive", "arriveClean", "below" ou "above", mas é { $got }
invalid-lesson-measure = { $path }: uma tarefa below ou above nomeia um número, como uma legenda faz sem chaves (run.collisions, runner.path)
invalid-lesson-measure-only = { $path }: só uma tarefa below ou above tem isso
invalid-lesson-measure-agent = { $path }: uma tarefa below ou above nomeia o seu agente na sua medida (runner.collisions)
invalid-lesson-bound = { $path }: deve ser um número: o limite { $goal ->
        [below] abaixo do
       *[above] acima do
    } qual a medida deve terminar
invalid-lesson-no-script = { $path }: a cena não tem script chamado "{ $name }" (seus scripts: { $names })
invalid-lesson-no-script-none = { $path }: a cena não tem script chamado "{ $name }" (seus scripts: nenhum)
invalid-lesson-script-unused = { $path }: nenhum agente da cena executa o script "{ $name }"
invalid-lesson-script-panes = { $path }: o conjunto de comparação da cena deve executar o script "{ $name }" em um painel e o { $behavior } embutido em outro
invalid-lesson-reference = { $path }: deve ser uma variante da bateria de qualidade ({ $list }), mas é "{ $got }"
invalid-lesson-families = { $path }: deve ser uma lista de 1 a { $max } famílias da bateria de qualidade ({ $list })
invalid-quality-family = { $path }: não há família "{ $name }" (as famílias são { $list })
invalid-quality-family-twice = { $path }: "{ $name }" aparece duas vezes
invalid-lesson-task-or-exercise = { $path }: um ponto de controle tem uma tarefa ou um exercício, não os dois
invalid-lesson-task-object = { $path }: deve ser um objeto
invalid-lesson-task-goal = { $path }: deve ser arrive, arriveClean, below ou above
invalid-lesson-task-measure = { $path }: uma tarefa below ou above nomeia a sua medida
