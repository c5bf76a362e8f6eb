import { SYSTEM_PARAM_CODES } from '@contract/reference.meta';
import type { SiteInfo } from '@/components/layouts/site-footer';
import { useGetSystemParamByCodeQuery } from './api';

/**
 * What the footer says about the operator — company name, customer-service phone, filing number — as the
 * server's system parameters hold them (get_system_param_by_code); nothing until they arrive, and not asked for
 * until `active`.
 */
export function useSiteInfo(active = true): SiteInfo {
  const company = useGetSystemParamByCodeQuery(SYSTEM_PARAM_CODES.companyName, { skip: !active });
  const phone = useGetSystemParamByCodeQuery(SYSTEM_PARAM_CODES.servicePhone, { skip: !active });
  const filing = useGetSystemParamByCodeQuery(SYSTEM_PARAM_CODES.filingNumber, { skip: !active });
  return { companyName: company.data?.value, servicePhone: phone.data?.value, filingNumber: filing.data?.value };
}
