import {
  approveRegistration,
  listRegistrations,
  type RegistrationRequest,
  refuseRegistration,
} from '../../../shared/api/registration';
import { call, callPage, type Page } from '../../data/http';

/** Which registration requests the user list asks for (status absent: all of them). */
export interface RegistrationListQuery {
  status?: number;
  pageNum: number;
  pageSize: number;
}

export const fetchRegistrations = (
  query: RegistrationListQuery,
  signal?: AbortSignal,
): Promise<Page<RegistrationRequest>> => callPage(listRegistrations, { query, signal });

export const approveRequest = (id: number) => call(approveRegistration, { body: { id } });

export const refuseRequest = (body: { id: number; reason: string }) => call(refuseRegistration, { body, silent: true });
