import type { SimulatorRecord, SimulatorStore } from '../simulator/simulator-provider.js';

/**
 * Unit tests only: one process's memory is not shared with the other payments processes, so the
 * service backs the simulator with PostgreSQL. Same conditional-write rules as that table.
 */
export function createMemorySimulatorStore(): SimulatorStore & { size(): number } {
  const records = new Map<string, SimulatorRecord>();
  return {
    // structuredClone: callers must not be able to change stored state without put(), as with SQL.
    get: async (id) => {
      const record = records.get(id);
      return record && structuredClone(record);
    },
    put: async (id, record, condition) => {
      const current = records.get(id);
      if (condition === undefined ? current !== undefined : current?.status !== condition.ifStatus) {
        return false;
      }
      if (condition?.ifRefunds !== undefined && (current?.refunds?.length ?? 0) !== condition.ifRefunds) return false;
      records.set(id, structuredClone(record));
      return true;
    },
    size: () => records.size,
  };
}
