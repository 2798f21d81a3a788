/**
 * The analytics area as the routes see it: the dashboard's figures and the projects table are single
 * reads, so the service hands the repositories' functions out as they are.
 */
export { loadAnalyticsDashboard } from './analytics-dashboard.repository.ts';
/** Registration records each new account here, in the transaction that creates it. */
export { recordSignUp } from './analytics-events.ts';
export { listAnalyticsProjects } from './analytics-projects.repository.ts';
