import { SYSTEM_PARAM_CODES } from '@contract/reference.meta';
import type { SiteInfo } from '@/components/layouts/site-footer';
import { useGetSystemParamQuery } from './api';

/**
 * What the footer says about the operator — company name, customer-service phone, filing number — as the
 * server's system parameters hold them (get_system_param_by_code); nothing until they arrive.
 */
export function useSiteInfo(): SiteInfo {
  const company = useGetSystemParamQuery(SYSTEM_PARAM_CODES.companyName);
  const phone = useGetSystemParamQuery(SYSTEM_PARAM_CODES.servicePhone);
  const filing = useGetSystemParamQuery(SYSTEM_PARAM_CODES.filingNumber);
  return { companyName: company.data?.value, servicePhone: phone.data?.value, filingNumber: filing.data?.value };
}
