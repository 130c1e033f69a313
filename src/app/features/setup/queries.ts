import { useMutation } from '@tanstack/react-query';
import type { SetupBody } from '../../../shared/api/setup';
import { createFirstAdmin } from './api';

export { markInitialised, setupKeys, setupStatusQuery } from '../../session/setupStatus';

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: (body: SetupBody) => createFirstAdmin(body) });
}
