// A scenario the core rejected, with every error it found (each names the field and the rule). Its own module
// so that the npm package's facade (packages/sidestep) throws the same error without the page's Sim.

/** A scenario the core rejected, with every error it found. */
export class ScenarioError extends Error {
  constructor(errors) {
    super(errors.join('\n'));
    this.name = 'ScenarioError';
    this.errors = errors;
  }
}
