/** Paths of the web app's own resource routes (not screens). */
export const TRACK_PATH = '/track';
export const COMPANY_APPLICATION_PATH = '/company-application';
/** The calendar's availability look-up (the booking dialog, §4). */
export const AVAILABILITY_PATH = '/booking-availability';
/** The canteen kiosk's device page (docs/decisions/038). */
export const KIOSK_PATH = '/kiosk';
