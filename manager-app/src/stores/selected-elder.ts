import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_MANAGER_DISTANCE,
  DEFAULT_MANAGER_SORT,
  type ManagerDistance,
  type ManagerSort,
} from '@dolbom/shared-api/constants';

interface SelectedElderState {
  elderId: number | null;
  distance: ManagerDistance;
  sort: ManagerSort;
  select: (elderId: number) => void;
  setDistance: (distance: ManagerDistance) => void;
  setSort: (sort: ManagerSort) => void;
}

/**
 * The elder the manager is looking for caregivers for, and the home list's filters. Every list of
 * the manager (home, 저장함, 받은 지원함, 보낸 연락함) follows the elder, and the choice survives tab
 * changes and reloads (localStorage).
 */
export const useSelectedElderStore = create<SelectedElderState>()(
  persist(
    (set) => ({
      elderId: null,
      distance: DEFAULT_MANAGER_DISTANCE,
      sort: DEFAULT_MANAGER_SORT,
      select: (elderId) => set({ elderId }),
      setDistance: (distance) => set({ distance }),
      setSort: (sort) => set({ sort }),
    }),
    { name: 'dolbom.manager.selectedElder', storage: createJSONStorage(() => localStorage) },
  ),
);
