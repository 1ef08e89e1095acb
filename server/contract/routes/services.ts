import { IdParams } from '../common';
import {
  BookingRules,
  BookingRulesPatch,
  BusinessHours,
  BusinessHoursPatch,
  OnlineBookingPatch,
  OnlineBookingSettings,
} from '../service-booking';
import {
  CategoriesWithTreatments,
  CreateCategoryBody,
  CreateServiceBody,
  FormTemplateList,
  ReorderCategoriesBody,
  Service,
  ServiceCategory,
  ServiceCategoryList,
  ServiceList,
  ServiceListQuery,
  TreatmentsQuery,
  UpdateCategoryBody,
  UpdateServiceBody,
} from '../services';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/** Services & Booking (organization/services): spec part 2 §7. */
const permission = 'manage_organization_settings';
const services = (action: 'create' | 'update' | 'delete') => ({ section: 'services', action }) as const;
const CATEGORIES = '/api/settings/services/categories';
const TREATMENTS = '/api/settings/services/treatments';

export const servicesRoutes = {
  categories: defineRoute({ method: 'GET', path: CATEGORIES, permission, response: ServiceCategoryList }),
  createCategory: defineRoute({
    method: 'POST',
    path: CATEGORIES,
    permission,
    body: CreateCategoryBody,
    response: ServiceCategory,
    status: 201,
    activity: services('create'),
    versioned: true,
  }),
  /** Ours: drag-and-drop in the sidebar saves the whole order at once. */
  reorderCategories: defineRoute({
    method: 'PUT',
    path: `${CATEGORIES}/order`,
    permission,
    body: ReorderCategoriesBody,
    response: ServiceCategoryList,
    activity: services('update'),
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: `${CATEGORIES}/:id`,
    permission,
    params: IdParams,
    body: UpdateCategoryBody,
    response: ServiceCategory,
    activity: services('update'),
    versioned: true,
  }),
  removeCategory: defineRoute({
    method: 'DELETE',
    path: `${CATEGORIES}/:id`,
    permission,
    params: IdParams,
    status: 204,
    activity: services('delete'),
    versioned: true,
  }),
  treatments: defineRoute({
    method: 'GET',
    path: TREATMENTS,
    permission,
    query: ServiceListQuery,
    response: ServiceList,
  }),
  createTreatment: defineRoute({
    method: 'POST',
    path: TREATMENTS,
    permission,
    body: CreateServiceBody,
    response: Service,
    status: 201,
    activity: services('create'),
    versioned: true,
  }),
  updateTreatment: defineRoute({
    method: 'PUT',
    path: `${TREATMENTS}/:id`,
    permission,
    params: IdParams,
    body: UpdateServiceBody,
    response: Service,
    activity: services('update'),
    versioned: true,
  }),
  removeTreatment: defineRoute({
    method: 'DELETE',
    path: `${TREATMENTS}/:id`,
    permission,
    params: IdParams,
    status: 204,
    activity: services('delete'),
    versioned: true,
  }),
  onlineBooking: defineRoute({
    method: 'GET',
    path: '/api/settings/services/online-booking',
    permission,
    response: OnlineBookingSettings,
    versioned: true,
  }),
  saveOnlineBooking: defineRoute({
    method: 'PUT',
    path: '/api/settings/services/online-booking',
    permission,
    body: OnlineBookingPatch,
    response: OnlineBookingSettings,
    activity: services('update'),
    versioned: true,
  }),
  businessHours: defineRoute({
    method: 'GET',
    path: '/api/settings/services/business-hours',
    permission,
    response: BusinessHours,
    versioned: true,
  }),
  saveBusinessHours: defineRoute({
    method: 'PUT',
    path: '/api/settings/services/business-hours',
    permission,
    body: BusinessHoursPatch,
    response: BusinessHours,
    activity: services('update'),
    versioned: true,
  }),
  bookingRules: defineRoute({
    method: 'GET',
    path: '/api/settings/services/booking-rules',
    permission,
    response: BookingRules,
    versioned: true,
  }),
  saveBookingRules: defineRoute({
    method: 'PUT',
    path: '/api/settings/services/booking-rules',
    permission,
    body: BookingRulesPatch,
    response: BookingRules,
    activity: services('update'),
    versioned: true,
  }),
};

/**
 * The service menu as the rest of the product reads it (locations, the booking page, pickers):
 * any signed-in team member may read it; only active services and categories are listed.
 */
export const treatmentsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/treatments',
    permission: SIGNED_IN,
    query: TreatmentsQuery,
    response: ServiceList,
  }),
  /** Spec §7: the categories a service can be filed under (active ones). */
  treatmentCategories: defineRoute({
    method: 'GET',
    path: '/api/treatments/treatment-categories',
    permission: SIGNED_IN,
    response: ServiceCategoryList,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/treatments/categories',
    permission: SIGNED_IN,
    response: CategoriesWithTreatments,
  }),
  formTemplates: defineRoute({
    method: 'GET',
    path: '/api/treatment-form-templates',
    permission: SIGNED_IN,
    response: FormTemplateList,
  }),
};
