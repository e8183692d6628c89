#!/bin/sh
# Writes the shell's server from its template with this container's environment, then runs nginx.
set -eu
envsubst '${API_UPSTREAM} ${MFE_CAMPAIGNS_URL} ${MFE_STRATEGY_URL} ${MFE_CALENDAR_URL}' \
  < /etc/nginx/templates/default.conf.template > /etc/nginx/conf.d/default.conf
exec nginx -g 'daemon off;'
