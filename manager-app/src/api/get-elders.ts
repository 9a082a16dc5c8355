import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { ElderListItem } from './types';

/** GET /api/manager/elder: the manager's elders, newest first. */
export const eldersKey = '/api/manager/elder';
export const getElders = () => api.get<ElderListItem[]>(eldersKey);
export function useElders() {
  return useSWR<ElderListItem[]>(eldersKey);
}
