import { afterAll } from 'vitest';
import { takeContractViolations } from './recorder.js';

// Runs in every test file (vitest setupFiles): the file fails when any answer broke its contract.
afterAll(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`${violations.length} answer(s) not as declared in @shop/contracts:\n${violations.join('\n')}`);
  }
});
