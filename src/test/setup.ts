import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { WAIT_FOR_STATE } from './wait-for-state';

configure({ asyncUtilTimeout: WAIT_FOR_STATE.timeout });
