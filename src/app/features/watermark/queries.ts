import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatermarkConfig } from '../../../shared/api/watermark';
import { fetchWatermark, saveWatermark } from './api';

export const watermarkKey = ['watermark'] as const;

/** Read when the layout mounts (spec §7); persisted with the other queries, so an offline console keeps it. */
export const watermarkQuery = () =>
  queryOptions({ queryKey: watermarkKey, queryFn: ({ signal }) => fetchWatermark(signal), staleTime: 60_000 });

export const useWatermarkSettings = (enabled = true) => useQuery({ ...watermarkQuery(), enabled });

export function useSaveWatermark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WatermarkConfig) => saveWatermark(body),
    onSuccess: (saved) => client.setQueryData(watermarkKey, saved),
  });
}
