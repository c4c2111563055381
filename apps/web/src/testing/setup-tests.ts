import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits for lazy screens and queries; 1 s (the default) was too short on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
