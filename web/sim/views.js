// The state's typed-array views over the wasm heap, taken together (one boundary crossing per kind of record, never
// one per agent): the page's Sim and the npm package's World (packages/sidestep) both read the core's records
// through these, with the layouts of layouts.js. Views detach when the heap grows and move when an array behind them
// moves or changes length: the World's viewsKey() changes then, and a step never moves them.

/** Whether views taken earlier (`cache`, from stateViews() with its key) still hold for `world` under `key`. */
export function viewsFresh(cache, world, key) {
  return Boolean(cache && cache.key === key && cache.world === world && cache.cells.buffer.byteLength !== 0);
}

/** Every state view of `world` (a module's World), with word (Uint32) and integer (Int32) views of the same memory
 *  where records mix types, stamped with `key` (world.viewsKey() now). */
export function stateViews(module, world, key = world.viewsKey()) {
  const u32 = (f) => new Uint32Array(f.buffer, f.byteOffset, f.length);
  const i32 = (f) => new Int32Array(f.buffer, f.byteOffset, f.length);
  const agents = world.agentsView();
  const decisions = world.gridDecisionsView();
  const steering = world.steeringView();
  const context = world.contextView();
  const orca = world.orcaView();
  const slope = module.slopeView(world);
  return {
    key,
    world,
    cells: world.cellsView(),
    agents,
    agentWords: u32(agents),
    agentInts: i32(agents),
    circles: world.circlesView(),
    decisions,
    decisionWords: u32(decisions),
    steering,
    steeringWords: u32(steering),
    steeringInts: i32(steering),
    context,
    contextWords: u32(context),
    contextInts: i32(context),
    contextSlots: world.contextSlotsView(), // per agent: its record in `context`, or -1
    orca,
    orcaWords: u32(orca),
    orcaInts: i32(orca),
    outline: world.outlineView(),
    slope,
    slopeWords: u32(slope),
  };
}
