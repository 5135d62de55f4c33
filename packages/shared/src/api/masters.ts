import { endpoint } from '../endpoint';
import type { masterListResponseSchema } from '../schemas/common';
import type * as s from '../schemas/shell';

type List<Q> = { query: Q; response: typeof masterListResponseSchema };

/** Reference lookups of the shell and the forms (API.md "Lookups"): public and cached. */
export const mastersApi = {
  masterTable: endpoint<List<typeof s.masterTableQuerySchema>>('GET', '/Base/GetMasterTableList', { access: 'public' }),
  districts: endpoint<List<typeof s.districtQuerySchema>>('GET', '/Base/GetMasterDistrict', { access: 'public' }),
  talukas: endpoint<List<typeof s.talukaQuerySchema>>('GET', '/Base/GetMasterTaluka', { access: 'public' }),
  cities: endpoint<List<typeof s.cityQuerySchema>>('GET', '/Base/GetMasterCity', { access: 'public' }),
  castes: endpoint<List<typeof s.casteQuerySchema>>('GET', '/Base/GetMasterCaste', { access: 'public' }),
  qualifications: endpoint<{
    query: typeof s.qualificationQuerySchema;
    response: typeof s.qualificationResponseSchema;
  }>('GET', '/Base/GetMasterQualification', { access: 'public' }),
  pincode: endpoint<{ query: typeof s.pincodeQuerySchema; response: typeof s.pincodeResponseSchema }>(
    'GET',
    '/Base/GetPincodeData',
    { access: 'public' },
  ),
  regionDistricts: endpoint<{ response: typeof s.regionDistrictsResponseSchema }>('GET', '/region/districts', {
    access: 'public',
  }),
  securityQuestions: endpoint<{
    query: typeof s.langOnlyQuerySchema;
    response: typeof s.securityQuestionsResponseSchema;
  }>('GET', '/api/SecurityQuestions', { access: 'public' }),
  genders: endpoint<{ query: typeof s.langOnlyQuerySchema; response: typeof s.gendersResponseSchema }>(
    'GET',
    '/api/GeneralAPIs/genders',
    { access: 'public' },
  ),
  bloodGroups: endpoint<{ response: typeof s.bloodGroupsResponseSchema }>('GET', '/api/GeneralAPIs/blood-groups', {
    access: 'public',
  }),
  languages: endpoint<{ query: typeof s.langOnlyQuerySchema; response: typeof s.languagesResponseSchema }>(
    'GET',
    '/api/GeneralAPIs/languages',
    { access: 'public' },
  ),
};
