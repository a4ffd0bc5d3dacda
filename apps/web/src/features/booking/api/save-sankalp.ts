import { useMutation } from '@tanstack/react-query';
import type { SankalpRequestInput } from '@sankalp/shared/schemas/sankalp';
import { apiPost } from '../../../lib/api';

type SankalpSaved = { success: boolean; message: string; data: { _id: string } };

/** POST /sankalp/ — the sankalp form with its puja and package; answers its id. */
export async function saveSankalp(body: SankalpRequestInput): Promise<string> {
  const res = await apiPost<SankalpSaved>('/sankalp/', body);
  return res.data._id;
}

export const useSaveSankalp = () => useMutation({ mutationFn: saveSankalp });
