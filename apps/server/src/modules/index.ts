import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { categoryRoutes } from './category/category.routes.ts';
import { crmDashboardRoutes } from './crm-dashboard/crm-dashboard.routes.ts';
import { customerRoutes } from './customer/customer.routes.ts';
import { customerNotificationRoutes } from './customer/customer-notifications.routes.ts';
import { ecommerceDashboardRoutes } from './ecommerce-dashboard/ecommerce-dashboard.routes.ts';
import { fileRoutes } from './file/file.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { orderRoutes } from './order/order.routes.ts';
import { permissionRoutes } from './permission/permission.routes.ts';
import { productRoutes } from './product/product.routes.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { roleRoutes } from './role/role.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { shopSettingsRoutes } from './shop-settings/shop-settings.routes.ts';
import { userRoutes } from './user/user.routes.ts';

/** Every business area's routes, in one list. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(searchRoutes);
  await app.register(crmDashboardRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(permissionRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(orderRoutes);
  await app.register(customerRoutes);
  await app.register(customerNotificationRoutes);
  await app.register(reviewRoutes);
  await app.register(referralRoutes);
  await app.register(fileRoutes);
  await app.register(shopSettingsRoutes);
  await app.register(ecommerceDashboardRoutes);
};
