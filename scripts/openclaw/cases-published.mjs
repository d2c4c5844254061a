// OpenClaw configs that people published (openclaw.json, JSON or JSON5): the project's own docs examples,
// dotfiles and config-backup repositories, templates and starter kits, tutorial pages, and configs pasted into
// GitHub issues. Each case keeps the text as published (comments, mistakes, odd keys and formatting included)
// with its source, so the real CLI can be asked what it makes of real configs (see README.md and record.mjs).
// Secrets were replaced before the text was stored here: API keys, bot tokens, app secrets, gateway tokens and
// the like became "REDACTED" (${VAR} references and obvious placeholders were kept); real-looking phone numbers
// became +15550000000 and personal home folder names became "user". `redacted` lists the paths changed.
// The text from tutorial pages comes from the page's source in its repository; issue texts are transcribed
// from the issue. Identical texts published in more than one place appear once.

export default [
  {
    name: "pub-backup-feishu-fleet",
    rule: "published",
    source:
      "https://github.com/15236702150master/openclaw-backup/blob/4772b55d3993f0da65edccb925821b0207eaa095/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "models.providers.bailian.apiKey",
      "channels.telegram.botToken",
      "channels.dingtalk.clientSecret",
      "channels.feishu.accounts.collector.appSecret",
      "channels.feishu.accounts.executor.appSecret",
      "channels.feishu.accounts.executor2.appSecret",
      "channels.feishu.accounts.optimizer.appSecret",
      "channels.feishu.accounts.boss.appSecret",
      "channels.wecom.secret",
      "gateway.auth.token",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.1",
    "lastTouchedAt": "2026-03-09T15:10:11.305Z"
  },
  "wizard": {
    "lastRunAt": "2026-03-08T14:24:51.431Z",
    "lastRunVersion": "2026.3.1",
    "lastRunCommand": "configure",
    "lastRunMode": "local"
  },
  "models": {
    "mode": "merge",
    "providers": {
      "bailian": {
        "baseUrl": "https://coding.dashscope.aliyuncs.com/v1",
        "apiKey": "REDACTED",
        "api": "openai-completions",
        "models": [
          {
            "id": "qwen3-max-2026-01-23",
            "name": "qwen3-max-2026-01-23",
            "reasoning": false,
            "contextWindow": 262144,
            "maxTokens": 65536
          },
          {
            "id": "qwen3.5-plus",
            "name": "qwen3.5-plus",
            "reasoning": false,
            "contextWindow": 1000000,
            "maxTokens": 65536
          },
          {
            "id": "qwen3-coder-next",
            "name": "qwen3-coder-next",
            "contextWindow": 262144,
            "maxTokens": 65536
          },
          {
            "id": "qwen3-coder-plus",
            "name": "qwen3-coder-plus",
            "contextWindow": 1000000,
            "maxTokens": 65536
          },
          {
            "id": "glm-4.7",
            "name": "glm-4.7",
            "reasoning": false,
            "contextWindow": 202752,
            "maxTokens": 16384
          },
          {
            "id": "kimi-k2.5",
            "name": "kimi-k2.5",
            "reasoning": false,
            "contextWindow": 262144,
            "maxTokens": 32768
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "bailian/qwen3.5-plus"
      },
      "models": {
        "bailian/qwen3-max-2026-01-23": {},
        "bailian/qwen3.5-plus": {},
        "bailian/qwen3-coder-next": {},
        "bailian/qwen3-coder-plus": {},
        "bailian/glm-4.7": {},
        "bailian/kimi-k2.5": {}
      },
      "workspace": "/root/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "heartbeat": {
        "every": "3h",
        "target": "last"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    },
    "list": [
      {
        "id": "collector",
        "name": "信息收集",
        "workspace": "/root/.openclaw/workspace_collector",
        "agentDir": "/root/.openclaw/agents/collector/agent",
        "model": "bailian/qwen3.5-plus",
        "skills": []
      },
      {
        "id": "executor",
        "name": "执行处理",
        "workspace": "/root/.openclaw/workspace_executor",
        "agentDir": "/root/.openclaw/agents/executor/agent",
        "model": "bailian/qwen3.5-plus",
        "skills": []
      },
      {
        "id": "optimizer",
        "name": "输出优化",
        "workspace": "/root/.openclaw/workspace_optimizer",
        "agentDir": "/root/.openclaw/agents/optimizer/agent",
        "model": "bailian/qwen3.5-plus",
        "skills": []
      },
      {
        "id": "boss",
        "name": "Boss",
        "workspace": "/root/.openclaw/workspace_boss",
        "agentDir": "/root/.openclaw/agents/boss/agent",
        "model": "bailian/qwen3.5-plus"
      },
      {
        "id": "executor2",
        "name": "执行处理2",
        "workspace": "/root/.openclaw/workspace_executor2",
        "agentDir": "/root/.openclaw/agents/executor2/agent",
        "model": "bailian/qwen3.5-plus",
        "skills": []
      },
      {
        "id": "wecom",
        "name": "企业微信",
        "workspace": "/root/.openclaw/workspace",
        "model": "bailian/qwen3.5-plus",
        "skills": []
      }
    ]
  },
  "tools": {
    "sessions": {
      "visibility": "all"
    },
    "agentToAgent": {
      "enabled": true,
      "allow": [
        "boss",
        "collector",
        "executor",
        "executor2",
        "optimizer"
      ]
    }
  },
  "bindings": [
    {
      "agentId": "collector",
      "match": {
        "channel": "feishu",
        "accountId": "collector"
      }
    },
    {
      "agentId": "executor",
      "match": {
        "channel": "feishu",
        "accountId": "executor"
      }
    },
    {
      "agentId": "executor2",
      "match": {
        "channel": "feishu",
        "accountId": "executor2"
      }
    },
    {
      "agentId": "optimizer",
      "match": {
        "channel": "feishu",
        "accountId": "optimizer"
      }
    },
    {
      "agentId": "boss",
      "match": {
        "channel": "feishu",
        "accountId": "boss"
      }
    }
  ],
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "cron": {
    "enabled": true,
    "maxConcurrentRuns": 2,
    "sessionRetention": "24h",
    "runLog": {
      "maxBytes": "2mb",
      "keepLines": 2000
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "botToken": "REDACTED",
      "groupPolicy": "open",
      "streaming": "off",
      "proxy": "http://172.17.48.1:7897"
    },
    "dingtalk": {
      "webhookPath": "/dingtalk",
      "agentId": "wecom",
      "clientId": "dingn5d1drcpgkkacelq",
      "clientSecret": "REDACTED",
      "corpId": "ding492b702f4f56ecc24ac5d6980864d335",
      "robotCode": "dingn5d1drcpgkkacelq",
      "enabled": true,
      "dmPolicy": "open",
      "groupPolicy": "open",
      "messageType": "markdown",
      "debug": false,
      "allowFrom": [
        "*"
      ]
    },
    "feishu": {
      "enabled": true,
      "dmPolicy": "open",
      "groupPolicy": "open",
      "accounts": {
        "collector": {
          "appId": "cli_a9272c2e71389bce",
          "appSecret": "REDACTED"
        },
        "executor": {
          "appId": "cli_a9272763cdf8dbd2",
          "appSecret": "REDACTED"
        },
        "executor2": {
          "appId": "cli_a927101820f8dbde",
          "appSecret": "REDACTED"
        },
        "optimizer": {
          "appId": "cli_a927205810f89bca",
          "appSecret": "REDACTED"
        },
        "boss": {
          "appId": "cli_a926feb4b9789bd2",
          "appSecret": "REDACTED"
        }
      }
    },
    "wecom": {
      "enabled": true,
      "botId": "aib-gMP042upw8CNjyo_qtuxg-gro2OvHr-",
      "secret": "REDACTED",
      "allowFrom": [],
      "dmPolicy": "pairing",
      "agentId": "wecom"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "controlUi": {
      "allowedOrigins": [
        "http://124.161.135.99:18789"
      ]
    },
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    },
    "nodes": {
      "denyCommands": [
        "camera.snap",
        "camera.clip",
        "screen.record",
        "calendar.add",
        "contacts.add",
        "reminders.add"
      ]
    }
  },
  "plugins": {
    "allow": [
      "dingtalk",
      "feishu",
      "telegram",
      "wecom"
    ],
    "entries": {
      "dingtalk": {
        "enabled": true
      },
      "feishu": {
        "enabled": true
      },
      "telegram": {
        "enabled": true
      },
      "wecom": {
        "enabled": true
      }
    },
    "installs": {
      "dingtalk": {
        "source": "npm",
        "spec": "@soimy/dingtalk",
        "installPath": "/root/.openclaw/extensions/dingtalk",
        "version": "3.2.0",
        "resolvedName": "@soimy/dingtalk",
        "resolvedVersion": "3.2.0",
        "resolvedSpec": "@soimy/dingtalk@3.2.0",
        "installedAt": "2026-03-06T17:20:00.000Z"
      },
      "feishu": {
        "source": "npm",
        "spec": "@larksuiteoapi/feishu-openclaw-plugin",
        "installPath": "/root/.openclaw/extensions/feishu-openclaw-plugin",
        "version": "2026.3.8-beta.0",
        "resolvedName": "@larksuiteoapi/feishu-openclaw-plugin",
        "resolvedVersion": "2026.3.8-beta.0",
        "resolvedSpec": "@larksuiteoapi/feishu-openclaw-plugin@2026.3.8-beta.0",
        "integrity": "sha512-WkSBH2X7PF6/Goi8ZegWc51tLlUNTw0tXJIwDvRKX7uHctAZY89B8RmlgkJo10O0uxzI1pfNr9UCgLpPtffzpw==",
        "shasum": "b8ab18872b61312f6cf9e8293c58cd47d82591f9",
        "resolvedAt": "2026-03-08T02:56:00.000Z",
        "installedAt": "2026-03-08T02:56:00.000Z"
      },
      "wecom": {
        "source": "npm",
        "spec": "@wecom/wecom-openclaw-plugin",
        "installPath": "/root/.openclaw/extensions/wecom-openclaw-plugin",
        "version": "1.0.4",
        "resolvedName": "@wecom/wecom-openclaw-plugin",
        "resolvedVersion": "1.0.4",
        "resolvedSpec": "@wecom/wecom-openclaw-plugin@1.0.4",
        "installedAt": "2026-03-09T22:15:00.000Z"
      }
    }
  }
}
`,
  },
  {
    name: "pub-golden-config",
    rule: "published",
    source:
      "https://github.com/Alfred-ai-assistant/openclaw-golden-config/blob/ccb88744df20771fe8dde34efcc78f54abe00c54/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.1.30",
    "lastTouchedAt": "2026-02-06T21:00:00.000Z"
  },

  "wizard": {
    "lastRunAt": "2026-02-02T20:18:57.371Z",
    "lastRunVersion": "2026.1.30",
    "lastRunCommand": "doctor",
    "lastRunMode": "local"
  },

  "agents": {
    "defaults": {
      "model": {
        "primary": "moonshot/kimi-k2.5",
        "fallbacks": []
      },

      "memorySearch": {
        "enabled": true,
        "provider": "local",
        "local": {
          "modelPath": "Xenova/all-MiniLM-L6-v2"
        },
        "experimental": {
          "sessionMemory": true
        }
      },

      "compaction": {
        "memoryFlush": {
          "enabled": true
        }
      },

      "typingMode": "instant",
      "maxConcurrent": 4,

      "subagents": {
        "maxConcurrent": 8
      }
    }
  },

  "messages": {
    "ackReactionScope": "group-mentions",
    "groupChat": {
      "historyLimit": 8
    }
  },

  "commands": {
    "native": "auto",
    "nativeSkills": "auto"
  },

  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "dmHistoryLimit": 8,
      "groupPolicy": "open",
      "streamMode": "off"
    }
  },

  "gateway": {
    "mode": "local",
    "bind": "loopback",

    "auth": {
      "mode": "token",
      "token": "test-token-123"
    }
  },

  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      }
    }
  }
}`,
  },
  {
    name: "pub-backup-telegram-emba",
    rule: "published",
    source:
      "https://github.com/AlexLee1120/openclaw-backup/blob/c9b88f181f402fa1217020946d5e4c5991596454/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "agents.defaults.workspace",
      "agents.list[1].workspace",
      "agents.list[1].agentDir",
      "channels.telegram.accounts.default.botToken",
      "channels.telegram.accounts.emba.botToken",
      "gateway.auth.token",
      "plugins.entries.google.config.webSearch.apiKey",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.23-2",
    "lastTouchedAt": "2026-03-25T05:38:41.262Z"
  },
  "wizard": {
    "lastRunAt": "2026-03-23T06:17:56.577Z",
    "lastRunVersion": "2026.3.13",
    "lastRunCommand": "onboard",
    "lastRunMode": "local"
  },
  "auth": {
    "profiles": {
      "google:default": {
        "provider": "google",
        "mode": "api_key"
      },
      "google:backup": {
        "provider": "google",
        "mode": "api_key"
      },
      "anthropic:default": {
        "provider": "anthropic",
        "mode": "api_key"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "google/gemini-3.1-pro-preview",
        "fallbacks": [
          "anthropic/claude-sonnet-4-5"
        ]
      },
      "models": {
        "google/gemini-3-flash-preview": {},
        "anthropic/claude-sonnet-4-5": {
          "alias": "claude",
          "params": {
            "cacheRetention": "short"
          }
        }
      },
      "workspace": "/Users/user/.openclaw/workspace",
      "contextPruning": {
        "mode": "cache-ttl",
        "ttl": "1h"
      },
      "compaction": {
        "mode": "safeguard"
      },
      "heartbeat": {
        "every": "30m"
      }
    },
    "list": [
      {
        "id": "main",
        "tools": {
          "profile": "full"
        }
      },
      {
        "id": "emba_master",
        "name": "EMBA_Master",
        "workspace": "/Users/user/.openclaw/workspace-emba_master",
        "agentDir": "/Users/user/.openclaw/agents/emba_master/agent",
        "model": "google/gemini-3.1-pro-preview"
      }
    ]
  },
  "tools": {
    "profile": "coding",
    "web": {
      "search": {
        "enabled": true,
        "provider": "gemini"
      }
    }
  },
  "bindings": [
    {
      "type": "route",
      "agentId": "emba_master",
      "match": {
        "channel": "telegram",
        "accountId": "emba"
      }
    },
    {
      "type": "route",
      "agentId": "main",
      "match": {
        "channel": "telegram",
        "accountId": "default"
      }
    }
  ],
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "session": {
    "dmScope": "per-peer"
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "allowFrom": [
        "8350790719"
      ],
      "groupPolicy": "open",
      "streaming": "partial",
      "accounts": {
        "default": {
          "dmPolicy": "pairing",
          "botToken": "REDACTED",
          "groupPolicy": "allowlist",
          "streaming": "partial"
        },
        "emba": {
          "dmPolicy": "pairing",
          "botToken": "REDACTED",
          "groupPolicy": "allowlist",
          "streaming": "partial"
        }
      },
      "defaultAccount": "default"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    },
    "nodes": {
      "denyCommands": [
        "camera.snap",
        "camera.clip",
        "screen.record",
        "contacts.add",
        "calendar.add",
        "reminders.add",
        "sms.send"
      ]
    }
  },
  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      },
      "google": {
        "enabled": true,
        "config": {
          "webSearch": {
            "apiKey": "REDACTED"
          }
        }
      },
      "anthropic": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-dotfiles-danil-ollama",
    rule: "published",
    source: "https://github.com/danil/dotfiles/blob/913b6cb9cffd6699ae85259d9dddccf9b8eb1ed4/.openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: ["agents.defaults.workspace", "gateway.auth.token"],
    configText: `{
  "agents": {
    "defaults": {
      "model": {
        "primary": "ollama/DeepSeek-R1-Distill-Llama-8B-Q4_K_M:latest"
      },
      "workspace": "/home/user/.openclaw/workspace"
    }
  },
  "gateway": {
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "bind": "loopback",
    "mode": "local",
    "port": 18789,
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  },
  "hooks": {
    "internal": {
      "entries": {
        "session-memory": {
          "enabled": true
        }
      }
    }
  },
  "meta": {
    "lastTouchedAt": "2026-07-30T11:25:41.526Z",
    "lastTouchedVersion": "2026.7.1"
  },
  "models": {
    "mode": "merge",
    "providers": {
      "ollama": {
        "api": "ollama",
        "apiKey": "OLLAMA_API_KEY",
        "baseUrl": "http://127.0.0.1:11434",
        "models": [
          {
            "compat": {
              "supportsTools": true,
              "supportsUsageInStreaming": true
            },
            "contextWindow": 128000,
            "cost": {
              "cacheRead": 0,
              "cacheWrite": 0,
              "input": 0,
              "output": 0
            },
            "id": "gemma4",
            "input": [
              "text"
            ],
            "maxTokens": 8192,
            "name": "gemma4",
            "reasoning": false
          },
          {
            "compat": {
              "supportsTools": true,
              "supportsUsageInStreaming": true
            },
            "contextWindow": 131072,
            "cost": {
              "cacheRead": 0,
              "cacheWrite": 0,
              "input": 0,
              "output": 0
            },
            "id": "DeepSeek-R1-Distill-Llama-8B-Q4_K_M:latest",
            "input": [
              "text"
            ],
            "maxTokens": 8192,
            "name": "DeepSeek-R1-Distill-Llama-8B-Q4_K_M:latest",
            "reasoning": true
          },
          {
            "compat": {
              "supportsTools": true,
              "supportsUsageInStreaming": true
            },
            "contextWindow": 262144,
            "cost": {
              "cacheRead": 0,
              "cacheWrite": 0,
              "input": 0,
              "output": 0
            },
            "id": "Qwen_Qwen3.5-9B-Q4_K_M:latest",
            "input": [
              "text"
            ],
            "maxTokens": 8192,
            "name": "Qwen_Qwen3.5-9B-Q4_K_M:latest",
            "reasoning": true
          }
        ]
      }
    }
  },
  "plugins": {
    "entries": {
      "ollama": {
        "enabled": true
      }
    }
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "tools": {
    "profile": "coding",
    "web": {
      "search": {
        "enabled": true,
        "provider": "ollama"
      }
    }
  },
  "wizard": {
    "lastRunAt": "2026-07-30T11:25:41.398Z",
    "lastRunCommand": "onboard",
    "lastRunMode": "local",
    "lastRunVersion": "2026.7.1"
  }
}`,
  },
  {
    name: "pub-dotfiles-vinh",
    rule: "published",
    source:
      "https://github.com/Vinh-CHUC/config-files/blob/3fc1ac740103bd2ebaabdd85ed9433368ecbb5b2/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "agents.defaults.workspace",
      "channels.whatsapp.allowFrom[0]",
      "channels.telegram.botToken",
      "gateway.auth.token",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.8",
    "lastTouchedAt": "2026-03-09T11:09:27.812Z"
  },
  "wizard": {
    "lastRunAt": "2026-03-09T11:02:57.193Z",
    "lastRunVersion": "2026.3.8",
    "lastRunCommand": "onboard",
    "lastRunMode": "local"
  },
  "auth": {
    "profiles": {
      "google:default": {
        "provider": "google",
        "mode": "api_key"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "google/gemini-flash-latest"
      },
      "models": {
        "google/gemini-flash-latest": {}
      },
      "workspace": "/home/user/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },
  "tools": {
    "profile": "coding",
    "web": {
      "search": {
        "enabled": true,
        "provider": "gemini"
      }
    }
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "channels": {
    "whatsapp": {
      "enabled": true,
      "dmPolicy": "allowlist",
      "selfChatMode": true,
      "allowFrom": [
        "+15550000000"
      ],
      "groupPolicy": "allowlist",
      "debounceMs": 0,
      "mediaMaxMb": 50
    },
    "telegram": {
      "enabled": true,
      "dmPolicy": "open",
      "botToken": "REDACTED",
      "allowFrom": [
        "*"
      ],
      "groupPolicy": "allowlist",
      "streaming": "partial"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    },
    "nodes": {
      "denyCommands": [
        "camera.snap",
        "camera.clip",
        "screen.record",
        "contacts.add",
        "calendar.add",
        "reminders.add",
        "sms.send"
      ]
    }
  },
  "plugins": {
    "entries": {
      "whatsapp": {
        "enabled": true
      },
      "telegram": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-dotfiles-nixos",
    rule: "published",
    source: "https://github.com/autibequi/nixos/blob/0c3fafd52f6350e0f29a3a8c87aaa6e15fd917e2/.openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  "$schema": "https://config.clawi.sh/v2026.2.17",
  "meta": {
    "lastTouchedAt": "2026-03-14T00:00:00.000Z",
    "lastTouchedVersion": "2026.2.26"
  },
  "gateway": {
    "mode": "local"
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "lmstudio/local"
      }
    }
  },
  "models": {
    "mode": "merge",
    "providers": {
      "lmstudio": {
        "baseUrl": "http://host.docker.internal:1234/v1",
        "apiKey": "lmstudio",
        "api": "openai-responses",
        "models": [
          {
            "id": "local",
            "name": "LM Studio (host)",
            "reasoning": false,
            "input": ["text"],
            "cost": { "input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0 },
            "contextWindow": 128000,
            "maxTokens": 8192
          }
        ]
      }
    }
  }
}
`,
  },
  {
    name: "pub-homelab-mithras",
    rule: "published",
    source: "https://github.com/Mithras/homelab/blob/648ebf7ae3e9b9ae79689231916192c75f3b5866/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `// P1: Email
// P1: Community *.md

// P2: skills/tools
//   - Home Assistant
//   - pdf?
//   - rag?
//   - browser?
{
  "gateway": {
    "auth": {
      "mode": "token",
      "token": "\${OPENCLAW_GATEWAY_TOKEN}"
    },
    "controlUi": {
      // TODO: harden
      "allowInsecureAuth": true,
      "allowedOrigins": ["http://192.168.0.6:18789", "http://ubuntu1:18789"],
      "dangerouslyDisableDeviceAuth": true
    },
    "mode": "local",
    "port": 18789,
    "bind": "lan"
  },
  "agents": {
    "defaults": {
      "skipBootstrap": true,
      "model": "litellm/qwen-dense",
      "imageModel": "litellm/qwen-moe",
      "subagents": {
        "model": "litellm/qwen-moe"
      },
      "heartbeat": {
        "model": "litellm/qwen-moe",
        "every": "30m",
        "lightContext": false,
        "skipWhenBusy": false,
        "isolatedSession": false,
        "includeReasoning": false,
        "activeHours": {
          "start": "09:00",
          "end": "22:00"
        }
      },
      "sandbox": {
        "mode": "all",
        "backend": "ssh",
        "scope": "agent",
        "workspaceAccess": "rw",
        "ssh": {
          "command": "/home/node/.openclaw/ssh-wrapper.sh",
          "target": "linuxserver.io@openclaw-workspace:2222",
          "workspaceRoot": "/workspace",
          "strictHostKeyChecking": false,
          "updateHostKeys": true,
          "identityFile": "~/.openclaw/.ssh/id_rsa",
          "certificateFile": "~/.openclaw/.ssh/id_rsa.pub",
          "knownHostsFile": "~/.openclaw/.ssh/known_hosts"
        },
        "prune": {
          "idleHours": 0,
          "maxAgeDays": 0
        }
      },
      // openclaw memory index --force --agent main
      // openclaw memory status --deep --agent main
      "memorySearch": {
        "provider": "openai",
        "model": "qwen-embedding",
        "remote": {
          "baseUrl": "http://litellm:4000",
          "apiKey": "\${LITELLM_API_KEY}"
        },
        "query": {
          "hybrid": {
            "mmr": {
              "enabled": true
            },
            "temporalDecay": {
              "enabled": true
            }
          }
        },
        "extraPaths": ["obsidian"]
      }
    },
    "list": [
      {
        "id": "main",
        "name": "main",
        "workspace": "/home/node/.openclaw/workspace/main",
        "tools": {
          "sandbox": {
            "tools": {
              "alsoAllow": ["gateway"]
            }
          }
        },
        "heartbeat": {
          "session": "agent:main:telegram:direct:\${TELEGRAM_MITHRAS}",
          "target": "telegram",
          "to": "\${TELEGRAM_MITHRAS}"
        }
      },
      {
        "id": "dina",
        "name": "dina",
        "workspace": "/home/node/.openclaw/workspace/dina",
        "tools": {
          "elevated": {
            "enabled": false
          }
        },
        "heartbeat": {
          "session": "agent:dina:telegram:direct:\${TELEGRAM_DINA}",
          "target": "telegram",
          "to": "\${TELEGRAM_DINA}"
        }
      }
    ]
  },
  "bindings": [
    {
      "agentId": "main",
      "match": {
        "channel": "telegram",
        "peer": {
          "kind": "direct",
          "id": "\${TELEGRAM_MITHRAS}"
        }
      }
    },
    {
      "agentId": "main",
      "match": {
        "channel": "telegram",
        "peer": {
          "kind": "group",
          "id": "-1003720615070"
        }
      }
    },
    {
      "agentId": "dina",
      "match": {
        "channel": "telegram",
        "peer": {
          "kind": "direct",
          "id": "\${TELEGRAM_DINA}"
        }
      }
    },
    {
      "agentId": "dina",
      "match": {
        "channel": "telegram",
        "peer": {
          "kind": "group",
          "id": "-1003945418098"
        }
      }
    }
  ],
  "session": {
    "dmScope": "per-channel-peer",
    "reset": {
      "mode": "idle",
      "idleMinutes": 10080 // 1 week
    }
  },
  "commitments": {
    "enabled": true
  },
  "tools": {
    "profile": "full",
    "sandbox": {
      "tools": {
        // openclaw sandbox explain --agent main
        "allow": [
          "exec",
          "process",
          "group:fs", // "read", "write", "edit", "apply_patch"
          "group:sessions", // "sessions_list", "sessions_history", "sessions_send", "sessions_spawn", "sessions_yield", "subagents", "session_status"
          "group:memory", // "memory_search", "memory_get"
          "group:web", // "web_search", "x_search", "web_fetch"
          "group:messaging", // "message"
          "cron",
          "image",
          "lcm_grep",
          "lcm_describe",
          "lcm_expand_query"
        ]
      }
    },
    "web": {
      "search": {
        "provider": "searxng",
        "enabled": true
      }
    },
    "elevated": {
      "enabled": true,
      "allowFrom": {
        "telegram": ["\${TELEGRAM_MITHRAS}"]
      }
    },
    "media": {
      "audio": {
        "enabled": true,
        "echoTranscript": true,
        "models": [
          {
            "provider": "openai",
            "model": "distil-whisper/distil-large-v3.5-ct2"
          }
        ]
      }
    }
  },
  "plugins": {
    "slots": {
      "contextEngine": "lossless-claw"
    },
    "entries": {
      "litellm": {
        "enabled": true
      },
      "telegram": {
        "enabled": true
      },
      "searxng": {
        "enabled": true,
        "config": {
          "webSearch": {
            "baseUrl": "http://searxng:8080/"
          }
        }
      },
      // openclaw plugins update @martian-engineering/lossless-claw
      "lossless-claw": {
        "enabled": true,
        "config": {
          "summaryModel": "litellm/qwen-moe",
          "largeFileSummaryModel": "litellm/qwen-moe",
          "expansionModel": "litellm/qwen-moe",
          "ignoreSessionPatterns": ["agent:*:cron:**"],
          "statelessSessionPatterns": ["agent:*:subagent:**"],
          "skipStatelessSessions": true
        },
        "llm": {
          "allowModelOverride": true,
          "allowedModels": ["litellm/qwen-moe"]
        }
      },
      "active-memory": {
        "enabled": true,
        "config": {
          "enabled": true,
          "model": "litellm/qwen-moe",
          "agents": ["main", "dina"],
          "queryMode": "recent",
          "toolsAllow": [
            "memory_search",
            "memory_get"
            // "lcm_grep",
            // "lcm_describe",
            // "lcm_expand_query"
          ],
          // "promptAppend": "Use LCM tools for recall:\\n1. \`lcm_grep\` — Search all conversations by keyword/regex. Prefer \`mode: \\"full_text\\"\` for short topic terms, use \`mode: \\"regex\\"\` for alternation or other regex syntax, quote exact phrases, use \`sort: \\"relevance\\"\` for older-topic lookups, and \`sort: \\"hybrid\\"\` when recency should still matter.\\n2. \`lcm_describe\` — Inspect a specific summary (cheap, no sub-agent)\\n3. \`lcm_expand_query\` — Deep recall with bounded sub-agent expansion\\n\\nWhen summaries in context have an \\"Expand for details about:\\" footer listing something you need, use \`lcm_expand_query\` to get the full detail.",
          "timeoutMs": 15000,
          "setupGraceTimeoutMs": 15000,
          "logging": true
        }
      },
      "memory-core": {
        "config": {
          "dreaming": {
            "enabled": true,
            "model": "litellm/qwen-moe"
          }
        },
        "subagent": {
          "allowModelOverride": true,
          "allowedModels": ["litellm/qwen-moe"]
        }
      }
    }
  },
  "messages": {
    "tts": {
      "auto": "inbound",
      "provider": "openai",
      "summaryModel": "litellm/qwen-moe",
      "modelOverrides": {
        "enabled": true
      },
      "providers": {
        "openai": {
          "apiKey": "na",
          "model": "speaches-ai/Kokoro-82M-v1.0-ONNX",
          "baseUrl": "http://192.168.0.2:8001/v1",
          "voice": "af_heart",
          "responseFormat": "mp3"
        }
      }
    }
  },
  "models": {
    "providers": {
      "litellm": {
        "baseUrl": "http://litellm:4000",
        "apiKey": "\${LITELLM_API_KEY}",
        "api": "openai-completions",
        "auth": "api-key",
        "request": {
          "allowPrivateNetwork": true
        },
        "models": [
          {
            "id": "qwen-dense",
            "name": "qwen-dense",
            "api": "openai-completions",
            "reasoning": true,
            "input": ["text", "image"],
            "contextWindow": 150000,
            "maxTokens": 65536,
            "params": {
              "temperature": 0.6,
              "presence_penalty": 0
            }
          },
          {
            "id": "qwen-moe",
            "name": "qwen-moe",
            "api": "openai-completions",
            "reasoning": true,
            "input": ["text", "image"],
            "contextWindow": 262144,
            "maxTokens": 65536,
            "params": {
              "temperature": 0.6,
              "presence_penalty": 0
            }
          }
        ]
      },
      "openai": {
        "baseUrl": "http://192.168.0.2:8001/v1",
        "apiKey": "na",
        "request": {
          "allowPrivateNetwork": true
        },
        "models": [
          {
            "id": "distil-whisper/distil-large-v3.5-ct2",
            "name": "distil-whisper/distil-large-v3.5-ct2"
          },
          {
            "id": "speaches-ai/Kokoro-82M-v1.0-ONNX",
            "name": "speaches-ai/Kokoro-82M-v1.0-ONNX"
          }
        ]
      }
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "allowlist",
      "allowFrom": ["\${TELEGRAM_MITHRAS}", "\${TELEGRAM_DINA}"],

      "groupPolicy": "allowlist",
      "groupAllowFrom": ["\${TELEGRAM_MITHRAS}", "\${TELEGRAM_DINA}"],
      "groups": {
        "-1003720615070": {
          "enabled": true,
          "requireMention": false,
          "allowFrom": ["\${TELEGRAM_MITHRAS}"],
          "topics": {
            // "xxx": {
            //   "agentId": "xxx"
            // }
          }
        },
        "-1003945418098": {
          "enabled": true,
          "requireMention": false,
          "allowFrom": ["\${TELEGRAM_DINA}"],
          "topics": {}
        }
      },
      "botToken": "\${TELEGRAM_BOT_TOKEN}"
    }
  },
  "wizard": {
    "lastRunAt": "2026-05-09T04:21:36.921Z",
    "lastRunVersion": "2026.5.7",
    "lastRunCommand": "onboard",
    "lastRunMode": "local"
  },
  "meta": {
    "lastTouchedVersion": "2026.5.18",
    "lastTouchedAt": "2026-05-22T18:44:01.063Z"
  },
  "commands": {
    "ownerAllowFrom": ["telegram:\${TELEGRAM_MITHRAS}"],
    "allowFrom": {
      "telegram": ["\${TELEGRAM_MITHRAS}", "\${TELEGRAM_DINA}"]
    }
  },
  "skills": {
    "entries": {
      "1password": {
        "enabled": false
      },
      "apple-notes": {
        "enabled": false
      },
      "apple-reminders": {
        "enabled": false
      },
      "bear-notes": {
        "enabled": false
      },
      "blucli": {
        "enabled": false
      },
      "blogwatcher": {
        "enabled": false
      },
      "bluebubbles": {
        "enabled": false
      },
      "camsnap": {
        "enabled": false
      },
      "clawhub": {
        "enabled": false
      },
      "coding-agent": {
        "enabled": false
      },
      "discord": {
        "enabled": false
      },
      "eightctl": {
        "enabled": false
      },
      "gemini": {
        "enabled": false
      },
      "gh-issues": {
        "enabled": false
      },
      "gifgrep": {
        "enabled": false
      },
      "github": {
        "enabled": false
      },
      "gog": {
        "enabled": false
      },
      "goplaces": {
        "enabled": false
      },
      "healthcheck": {
        "enabled": false
      },
      "himalaya": {
        "enabled": false
      },
      "imsg": {
        "enabled": false
      },
      "mcporter": {
        "enabled": false
      },
      "model-usage": {
        "enabled": false
      },
      "nano-pdf": {
        "enabled": false
      },
      "node-connect": {
        "enabled": false
      },
      "notion": {
        "enabled": false
      },
      "obsidian": {
        "enabled": false
      },
      "openai-whisper": {
        "enabled": false
      },
      "openai-whisper-api": {
        "enabled": false
      },
      "openhue": {
        "enabled": false
      },
      "oracle": {
        "enabled": false
      },
      "ordercli": {
        "enabled": false
      },
      "peekaboo": {
        "enabled": false
      },
      "sag": {
        "enabled": false
      },
      "sherpa-onnx-tts": {
        "enabled": false
      },
      "slack": {
        "enabled": false
      },
      "songsee": {
        "enabled": false
      },
      "sonoscli": {
        "enabled": false
      },
      "spotify-player": {
        "enabled": false
      },
      "things-mac": {
        "enabled": false
      },
      "tmux": {
        "enabled": false
      },
      "trello": {
        "enabled": false
      },
      "voice-call": {
        "enabled": false
      },
      "wacli": {
        "enabled": false
      },
      "xurl": {
        "enabled": false
      },
      "browser-automation": {
        "enabled": false
      },
      "session-logs": {
        "enabled": false
      },
      "skill-creator": {
        "enabled": false
      },
      "taskflow": {
        "enabled": false
      },
      "taskflow-inbox-triage": {
        "enabled": false
      }
    }
  }
}
`,
  },
  {
    name: "pub-selfhost-bolotas",
    rule: "published",
    source:
      "https://github.com/bolotas-migas/selfhost/blob/26fafd02167b79060381afc255764dd1c9d478cf/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  // OpenClaw gateway config - cost-optimized for personal assistant use
  // Model pricing (Anthropic, per 1M tokens):
  //   Haiku 3.5:  $0.80 / $4.00   (heartbeats)
  //   Haiku 4.5:  $1.00 / $5.00   (sub-agents, fallback)
  //   Sonnet 4.5: $3.00 / $15.00  (main work)

  gateway: {
    mode: "local",
    bind: "0.0.0.0",
    port: 18789,
    token: "\${OPENCLAW_GATEWAY_TOKEN}",
  },

  providers: {
    anthropic: {
      apiKey: "\${ANTHROPIC_API_KEY}",
    },
  },

  agents: {
    defaults: {
      name: "assistant",
      userTimezone: "Europe/Lisbon",
      workspace: "/home/node/.openclaw/workspace",

      model: {
        primary: "anthropic/claude-sonnet-4-5",
        fallbacks: ["anthropic/claude-haiku-4-5"],
      },
      models: {
        "anthropic/claude-sonnet-4-5": { alias: "sonnet" },
        "anthropic/claude-haiku-4-5": { alias: "haiku" },
        "anthropic/claude-3-5-haiku": { alias: "haiku35" },
      },

      // Haiku 3.5 for heartbeats - cheapest model
      heartbeat: {
        every: "2h",
        model: "anthropic/claude-3-5-haiku",
        target: "none",
        activeHours: {
          start: "10:00",
          end: "24:00",
        },
      },

      subagents: {
        model: "anthropic/claude-haiku-4-5",
        maxConcurrent: 2,
      },

      // Compaction to keep context windows small
      compaction: {
        mode: "safeguard",
        reserveTokensFloor: 16000,
      },

      contextPruning: {
        mode: "cache-ttl",
        ttl: "30m",
        keepLastAssistants: 3,
      },

      thinkingDefault: "low",
    },
  },

  session: {
    reset: {
      mode: "idle",
      idleMinutes: 120,
    },
  },

  tools: {
    profile: "coding",
    deny: ["browser", "canvas", "nodes", "cron"],
  },
}
`,
  },
  {
    name: "pub-dotfiles-dbochman",
    rule: "published",
    source: "https://github.com/Dbochman/dotfiles/blob/451910668b07e520be58e47fd0e7fb5ee3039c1e/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: ["agents.defaults.workspace"],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.2.3-1",
    "lastTouchedAt": "2026-02-07T00:37:06.179Z"
  },
  "auth": {
    "profiles": {
      "anthropic:claudebotbochman": {
        "provider": "anthropic",
        "mode": "token"
      },
      "anthropic:clawdbotbochman": {
        "provider": "anthropic",
        "mode": "token"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "anthropic/claude-sonnet-4-6",
        "fallbacks": []
      },
      "models": {
        "anthropic/claude-sonnet-4-6": {}
      },
      "workspace": "/Users/user/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard",
        "memoryFlush": {
          "enabled": true,
          "softThresholdTokens": 4000
        }
      },
      "contextPruning": {
        "mode": "cache-ttl",
        "ttl": "5m"
      },
      "heartbeat": {
        "every": "6h"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },
  "messages": {
    "ackReactionScope": "group-mentions",
    "tts": {
      "auto": "inbound",
      "provider": "elevenlabs",
      "maxTextLength": 2000
    }
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto"
  },
  "session": {
    "dmScope": "per-channel-peer",
    "reset": {
      "mode": "daily",
      "atHour": 4,
      "idleMinutes": 120
    }
  },
  "channels": {
    "bluebubbles": {
      "enabled": true,
      "serverUrl": "http://localhost:1234",
      "password": "\${BLUEBUBBLES_PASSWORD}",
      "webhookPath": "/bluebubbles-webhook",
      "sendReadReceipts": true,
      "dmPolicy": "open",
      "groupPolicy": "open",
      "allowFrom": [
        "*"
      ],
      "groups": {
        "*": {}
      },
      "actions": {
        "reactions": true,
        "edit": true,
        "unsend": true,
        "reply": true,
        "sendWithEffect": true,
        "renameGroup": true,
        "setGroupIcon": true,
        "addParticipant": true,
        "removeParticipant": true,
        "leaveGroup": true,
        "sendAttachment": true
      }
    }
  },
  "browser": {
    "enabled": true,
    "evaluateEnabled": true,
    "defaultProfile": "openclaw",
    "headless": true,
    "noSandbox": false,
    "snapshotDefaults": {
      "mode": "efficient"
    },
    "profiles": {
      "openclaw": {
        "cdpPort": 18800,
        "color": "#FF4500"
      }
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "\${OPENCLAW_GATEWAY_TOKEN}"
    },
    "tailscale": {
      "mode": "serve",
      "resetOnExit": false
    }
  },
  "plugins": {
    "entries": {
      "bluebubbles": {
        "enabled": true
      }
    }
  },
  "skills": {
    "install": {
      "nodeManager": "npm"
    },
    "entries": {
      "openai-whisper-api": {
        "apiKey": "\${OPENAI_API_KEY}"
      },
      "sag": {
        "apiKey": "\${ELEVENLABS_API_KEY}"
      }
    }
  },
  "wizard": {
    "lastRunAt": "2026-02-07T00:37:06.166Z",
    "lastRunVersion": "2026.2.3-1",
    "lastRunCommand": "onboard",
    "lastRunMode": "local"
  }
}
`,
  },
  {
    name: "pub-home-chisuhua",
    rule: "published",
    source: "https://github.com/chisuhua/home/blob/0e844e7e89e90fb05d2ab9ffcced9fbe363acf5b/.openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "channels.feishu.accounts.DevMate.appSecret",
      "channels.feishu.accounts.CTO.appSecret",
      "gateway.auth.token",
      "skills.entries.tavily.apiKey",
      "skills.entries.tavily-search.apiKey",
      "plugins.entries.tavily.config.webSearch.apiKey",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.4.15",
    "lastTouchedAt": "2026-04-21T04:11:34.186Z"
  },
  "wizard": {
    "lastRunAt": "2026-04-08T09:41:12.190Z",
    "lastRunVersion": "2026.4.8",
    "lastRunCommand": "doctor",
    "lastRunMode": "local"
  },
  "ui": {
    "seamColor": "#00D4FF",
    "assistant": {
      "name": "DevMate",
      "avatar": "🦊"
    }
  },
  "acp": {
    "enabled": true,
    "dispatch": {
      "enabled": true
    },
    "backend": "acpx",
    "defaultAgent": "opencode",
    "allowedAgents": [
      "opencode",
      "claude"
    ],
    "maxConcurrentSessions": 6
  },
  "models": {
    "mode": "merge",
    "providers": {
      "minimax": {
        "baseUrl": "https://api.minimaxi.com/anthropic",
        "apiKey": "{env:MINIMAX_API_KEY}",
        "api": "anthropic-messages",
        "models": [
          {
            "id": "MiniMax-M2.7",
            "name": "MiniMax-M2.7",
            "contextWindow": 204800,
            "maxTokens": 65536
          },
          {
            "id": "MiniMax-M2.7",
            "name": "MiniMax M2.7",
            "reasoning": true,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0.3,
              "output": 1.2,
              "cacheRead": 0.06,
              "cacheWrite": 0.375
            },
            "contextWindow": 204800,
            "maxTokens": 131072
          }
        ],
        "authHeader": true
      },
      "bailian": {
        "baseUrl": "https://dashscope.aliyuncs.com/compatible-mode/v1",
        "apiKey": "{env:DASHSCOPE_API_KEY}",
        "api": "openai-completions",
        "models": [
          {
            "id": "qwen3.5-flash",
            "name": "qwen3.5-flash",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "contextWindow": 1000000,
            "maxTokens": 65536
          },
          {
            "id": "qwen3-coder-next",
            "name": "qwen3-coder-next",
            "reasoning": false,
            "input": [
              "text"
            ],
            "contextWindow": 262144,
            "maxTokens": 65536
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "minimax/MiniMax-M2.7",
        "fallbacks": [
          "bailian/qwen3.6-plus",
          "bailian/qwen3.5-plus",
          "bailian/qwen3.5-flash",
          "minimax/MiniMax-M2.7",
          "bailian/qwen3-max-2026-01-23",
          "bailian/qwen3-coder-next",
          "bailian/qwen3-coder-plus",
          "bailian/MiniMax-M2.5",
          "bailian/glm-5",
          "bailian/glm-4.7",
          "bailian/kimi-k2.5"
        ]
      },
      "models": {
        "minimax/MiniMax-M2.7": {
          "alias": "Minimax"
        },
        "bailian/qwen3.6-plus": {},
        "bailian/qwen3.5-plus": {},
        "bailian/qwen3-max-2026-01-23": {},
        "bailian/qwen3-coder-next": {},
        "bailian/qwen3-coder-plus": {},
        "bailian/MiniMax-M2.5": {},
        "bailian/glm-5": {},
        "bailian/glm-4.7": {},
        "bailian/kimi-k2.5": {}
      },
      "memorySearch": {
        "enabled": false
      },
      "compaction": {
        "mode": "safeguard"
      }
    },
    "list": [
      {
        "id": "main"
      },
      {
        "id": "cto",
        "name": "cto",
        "workspace": "/home/ubuntu/.openclaw/workspace-cto",
        "agentDir": "/home/ubuntu/.openclaw/agents/cto/agent",
        "model": "bailian/qwen3.6-plus"
      },
      {
        "id": "reviewer",
        "name": "Code Reviewer",
        "model": "bailian/qwen3.5-plus"
      },
      {
        "id": "opencode",
        "name": "opencode",
        "agentDir": "/home/ubuntu/.openclaw/agents/opencode/agent",
        "runtime": {
          "type": "acp",
          "acp": {
            "agent": "opencode",
            "backend": "acpx",
            "mode": "persistent",
            "cwd": "/home/ubuntu/.openclaw/workspace-opencode"
          }
        }
      },
      {
        "id": "pkgm-manager",
        "name": "pkgm-manager",
        "workspace": "/workspace/project/PKGM/manager",
        "agentDir": "/home/ubuntu/.openclaw/agents/pkgm-manager/agent"
      }
    ]
  },
  "bindings": [
    {
      "agentId": "main",
      "match": {
        "channel": "feishu",
        "accountId": "DevMate"
      }
    },
    {
      "agentId": "cto",
      "match": {
        "channel": "feishu",
        "accountId": "CTO"
      }
    }
  ],
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "channels": {
    "feishu": {
      "enabled": true,
      "domain": "feishu",
      "defaultAccount": "DevMate",
      "streaming": true,
      "accounts": {
        "DevMate": {
          "enabled": true,
          "name": "DevMate",
          "appId": "cli_a94fd7fbd3799cbb",
          "appSecret": "REDACTED",
          "domain": "feishu",
          "groupPolicy": "open",
          "dmPolicy": "open",
          "requireMention": false,
          "allowFrom": [
            "*"
          ]
        },
        "CTO": {
          "name": "CTO",
          "enabled": true,
          "appId": "cli_a9466f0759bbdcd1",
          "appSecret": "REDACTED",
          "domain": "feishu",
          "groupPolicy": "open",
          "dmPolicy": "open",
          "requireMention": false,
          "allowFrom": [
            "*"
          ]
        },
        "default": {
          "groupPolicy": "open",
          "dmPolicy": "open",
          "requireMention": true,
          "allowFrom": [
            "*"
          ]
        }
      }
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "lan",
    "controlUi": {
      "allowedOrigins": [
        "http://localhost:18789",
        "http://127.0.0.1:18789",
        "http://47.100.102.207:18789",
        "https://claw.hydraskill.com"
      ],
      "dangerouslyDisableDeviceAuth": true
    },
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    }
  },
  "skills": {
    "load": {
      "extraDirs": [
        "~/.agents/skills",
        "/workspace/acf-workflow/skills"
      ]
    },
    "install": {
      "nodeManager": "pnpm"
    },
    "entries": {
      "weather": {
        "enabled": false
      },
      "healthcheck": {
        "enabled": false
      },
      "coding-agent": {
        "enabled": false
      },
      "tavily": {
        "apiKey": "REDACTED"
      },
      "tavily-search": {
        "apiKey": "REDACTED"
      }
    }
  },
  "tools": {
    "profile": "full",
    "exec": {
      "ask": "off",
      "security": "full",
      "host": "gateway"
    },
    "web": {
      "search": {
        "provider": "tavily",
        "enabled": true,
        "openaiCodex": {}
      },
      "fetch": {
        "enabled": true
      }
    }
  },
  "auth": {
    "profiles": {
      "minimax:cn": {
        "provider": "minimax",
        "mode": "api_key"
      }
    }
  },
  "session": {
    "maintenance": {
      "mode": "enforce",
      "pruneAfter": "5d",
      "maxEntries": 30,
      "rotateBytes": "10mb"
    }
  },
  "plugins": {
    "entries": {
      "feishu": {
        "enabled": true
      },
      "acpx": {
        "enabled": true,
        "config": {
          "permissionMode": "approve-all",
          "nonInteractivePermissions": "deny"
        }
      },
      "minimax": {
        "enabled": true,
        "config": {
          "webSearch": {
            "region": "cn"
          }
        }
      },
      "tavily": {
        "enabled": true,
        "config": {
          "webSearch": {
            "apiKey": "REDACTED"
          }
        }
      }
    },
    "load": {
      "paths": [
        "/home/ubuntu/.local/share/pnpm/global/5/.pnpm/openclaw@2026.4.15_@emnapi+core@1.10.0_@emnapi+runtime@1.10.0_@napi-rs+canvas@0.1.99_@t_4f8e0c9bb61d14c7228165243d7f6933/node_modules/openclaw/dist/extensions/acpx"
      ]
    }
  }
}
`,
  },
  {
    name: "pub-backup-rbsdigital",
    rule: "published",
    source:
      "https://github.com/RBSDigital/OpenclawBackup/blob/c984ebf890562e1315ec5ab934985aed92a19797/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: ["agents.defaults.workspace", "gateway.auth.token"],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.2.22-2",
    "lastTouchedAt": "2026-02-24T07:15:16.391Z"
  },
  "wizard": {
    "lastRunAt": "2026-02-24T07:15:16.366Z",
    "lastRunVersion": "2026.2.22-2",
    "lastRunCommand": "configure",
    "lastRunMode": "local"
  },
  "auth": {
    "profiles": {
      "openai-codex:default": {
        "provider": "openai-codex",
        "mode": "oauth"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "openai-codex/gpt-5.3-codex"
      },
      "models": {
        "openai-codex/gpt-5.3-codex": {}
      },
      "workspace": "/home/user/.openclaw/workspace"
    }
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "botToken": "[TELEGRAM_BOT_TOKEN]",
      "groupPolicy": "allowlist",
      "streaming": "partial"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    }
  },
  "skills": {
    "install": {
      "nodeManager": "npm"
    }
  },
  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-backup-hardflow",
    rule: "published",
    source:
      "https://github.com/XX-Trader/openclaw-hardflow-backup-20260302/blob/1df83abfe4c6b28cb2ef913d38e41cebbdbaa84d/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "models.providers.glmcode.apiKey",
      "models.providers.kimicode.apiKey",
      "agents.defaults.memorySearch.remote.apiKey",
      "channels.telegram.botToken",
      "gateway.auth.token",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.2",
    "lastTouchedAt": "2026-03-06T13:33:00Z"
  },
  "env": {
    "vars": {
      "HARDFLOW_OPENCLAW_OVERLAY_ROLE": "workflow-overlay",
      "HARDFLOW_OPENCLAW_OFFICIAL_RUNTIME_ROOT": "vendor/openclaw-official",
      "HARDFLOW_OPENCLAW_OVERLAY_CONFIG_SOURCE": "openclaw/openclaw.json",
      "HARDFLOW_OPENCLAW_RUNTIME_BOUNDARY_DOC": "integration/openclaw-bridge/runtime-boundary.md",
      "HARDFLOW_OPENCLAW_HOOKS_INSTALL_DOC": "integration/openclaw-bridge/hooks-install.md",
      "HARDFLOW_OPENCLAW_GOVERNANCE_BRIDGE_DOC": "integration/openclaw-bridge/governance-bridge.md",
      "HARDFLOW_OPENCLAW_PLUGIN_POLICY_DOC": "integration/openclaw-bridge/plugin-policy.md",
      "HARDFLOW_OPENCLAW_ACCEPTANCE_CHECKLIST_DOC": "integration/openclaw-bridge/acceptance-checklist.md",
      "HARDFLOW_OPENCLAW_CRON_SURFACE": "official-cron",
      "HARDFLOW_OPENCLAW_HOOKS_SURFACE": "official-hooks",
      "HARDFLOW_OPENCLAW_PLUGINS_SURFACE": "official-plugins",
      "HARDFLOW_OPENCLAW_SKILLS_SURFACE": "official-skills"
    }
  },
  "auth": {
    "profiles": {}
  },
  "models": {
    "providers": {
      "glmcode": {
        "baseUrl": "https://open.bigmodel.cn/api/coding/paas/v4",
        "apiKey": "REDACTED",
        "api": "openai-completions",
        "models": [
          {
            "id": "glm-5",
            "name": "GLM-5"
          },
          {
            "id": "glm-4.7",
            "name": "GLM-4.7"
          }
        ]
      },
      "kimicode": {
        "baseUrl": "https://ark.cn-beijing.volces.com/api/coding/v3",
        "apiKey": "REDACTED",
        "api": "openai-completions",
        "models": [
          {
            "id": "Doubao-Seed-2.0-Code",
            "name": "Doubao-Seed-2.0-Code"
          }
        ]
      },
      "openai-codex": {
        "baseUrl": "https://api.openai.com/v1",
        "api": "openai-completions",
        "models": [
          {
            "id": "gpt-5.4",
            "name": "GPT-5.4"
          },
          {
            "id": "gpt-5.3-codex-spark",
            "name": "GPT-5.3 Codex Spark"
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "kimicode/Doubao-Seed-2.0-Code",
        "fallbacks": [
          "glmcode/glm-5",
          "glmcode/glm-4.7",
          "openai-codex/gpt-5.3-codex-spark"
        ]
      },
      "models": {
        "kimicode/Doubao-Seed-2.0-Code": {
          "alias": "doubao"
        },
        "glmcode/glm-5": {
          "alias": "glm"
        },
        "glmcode/glm-4.7": {
          "alias": "glm47"
        },
        "openai-codex/gpt-5.4": {
          "alias": "codex"
        },
        "openai-codex/gpt-5.3-codex-spark": {
          "alias": "codexspark"
        }
      },
      "memorySearch": {
        "enabled": true,
        "provider": "openai",
        "remote": {
          "baseUrl": "https://openrouter.ai/api/v1",
          "apiKey": "REDACTED"
        },
        "fallback": "none",
        "model": "baai/bge-m3",
        "sync": {
          "watch": true
        }
      },
      "compaction": {
        "mode": "safeguard"
      },
      "thinkingDefault": "high",
      "timeoutSeconds": 1200,
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8,
        "maxSpawnDepth": 2,
        "maxChildrenPerAgent": 5
      }
    },
    "list": [
      {
        "id": "main",
        "default": true,
        "name": "大总管",
        "workspace": "/home/ubuntu/.openclaw/workspace",
        "model": "kimicode/Doubao-Seed-2.0-Code",
        "subagents": {
          "allowAgents": [
            "agent-factory",
            "backend-dev",
            "coordinator",
            "deployer",
            "doc-writer",
            "frontend-dev",
            "main",
            "ops-agent",
            "optimization-agent",
            "project-agent",
            "reviewer",
            "tester"
          ]
        }
      },
      {
        "id": "coordinator",
        "name": "coordinator",
        "workspace": "/home/ubuntu/.openclaw/workspace-coordinator",
        "model": "kimicode/Doubao-Seed-2.0-Code",
        "subagents": {
          "allowAgents": [
            "agent-factory",
            "backend-dev",
            "coordinator",
            "deployer",
            "doc-writer",
            "frontend-dev",
            "main",
            "ops-agent",
            "optimization-agent",
            "project-agent",
            "reviewer",
            "tester"
          ]
        }
      },
      {
        "id": "doc-writer",
        "name": "doc-writer",
        "workspace": "/home/ubuntu/.openclaw/workspace-doc-writer",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      },
      {
        "id": "frontend-dev",
        "name": "frontend-dev",
        "workspace": "/home/ubuntu/.openclaw/workspace-frontend-dev",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      },
      {
        "id": "backend-dev",
        "name": "backend-dev",
        "workspace": "/home/ubuntu/.openclaw/workspace-backend-dev",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      },
      {
        "id": "reviewer",
        "name": "代码审核",
        "workspace": "/home/ubuntu/.openclaw/workspace-reviewer",
        "model": "openai-codex/gpt-5.4"
      },
      {
        "id": "tester",
        "name": "测试验收",
        "workspace": "/home/ubuntu/.openclaw/workspace-tester",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      },
      {
        "id": "deployer",
        "name": "deployer",
        "workspace": "/home/ubuntu/.openclaw/workspace-deployer",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      },
      {
        "id": "agent-factory",
        "name": "agent-factory",
        "workspace": "/home/ubuntu/.openclaw/workspace-agent-factory",
        "model": "kimicode/Doubao-Seed-2.0-Code",
        "subagents": {
          "allowAgents": [
            "optimization-agent",
            "project-agent"
          ]
        }
      },
      {
        "id": "ops-agent",
        "name": "ops-agent",
        "workspace": "/home/ubuntu/.openclaw/workspace-ops-agent",
        "agentDir": "/home/ubuntu/.openclaw/agents/ops-agent/agent",
        "model": "kimicode/Doubao-Seed-2.0-Code",
        "subagents": {
          "allowAgents": [
            "optimization-agent",
            "project-agent"
          ]
        }
      },
      {
        "id": "optimization-agent",
        "name": "optimization-agent",
        "workspace": "/home/ubuntu/.openclaw/workspace-optimization-agent",
        "agentDir": "/home/ubuntu/.openclaw/agents/optimization-agent/agent",
        "model": "openai-codex/gpt-5.4",
        "subagents": {
          "allowAgents": [
            "project-agent"
          ]
        }
      },
      {
        "id": "project-agent",
        "name": "project-agent",
        "workspace": "/home/ubuntu/.openclaw/workspace-project-agent",
        "agentDir": "/home/ubuntu/.openclaw/agents/project-agent/agent",
        "model": "kimicode/Doubao-Seed-2.0-Code"
      }
    ]
  },
  "tools": {
    "alsoAllow": [
      "lobster",
      "codex"
    ],
    "agentToAgent": {
      "enabled": true,
      "allow": [
        "agent-factory",
        "backend-dev",
        "coordinator",
        "deployer",
        "doc-writer",
        "frontend-dev",
        "main",
        "optimization-agent",
        "project-agent",
        "reviewer",
        "tester"
      ]
    },
    "exec": {
      "notifyOnExit": false
    }
  },
  "bindings": [
    {
      "agentId": "coordinator",
      "match": {
        "channel": "telegram"
      }
    }
  ],
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "hooks": {
    "internal": {
      "enabled": true,
      "entries": {
        "command-logger": {
          "enabled": true
        },
        "session-memory": {
          "enabled": true
        },
        "boot-md": {
          "enabled": true
        },
        "hardflow-command-guard": {
          "enabled": true
        },
        "hardflow-audit": {
          "enabled": true
        },
        "hardflow-stop-gate-reminder": {
          "enabled": true
        },
        "hardflow-policy-enforcer": {
          "enabled": true
        }
      }
    }
  },
  "skills": {
    "load": {
      "watch": true,
      "watchDebounceMs": 1200
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "commands": {
        "native": true,
        "nativeSkills": false
      },
      "dmPolicy": "pairing",
      "botToken": "REDACTED",
      "groups": {
        "*": {
          "requireMention": false
        }
      },
      "allowFrom": [
        "1309629117"
      ],
      "groupAllowFrom": [],
      "groupPolicy": "open",
      "streaming": "off"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  },
  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-example-renezwch",
    rule: "published",
    source:
      "https://github.com/renezwch/openclaw-config/blob/4471524b50cead05d0de24f627460b4b6bcc670c/openclaw.example.json",
    kind: "dotfiles",
    redacted: ["channels.whatsapp.allowFrom[0]"],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.2.3-1",
    "lastTouchedAt": "2026-02-06T08:29:21.127Z"
  },
  "wizard": {
    "lastRunAt": "2026-02-06T08:29:21.104Z",
    "lastRunVersion": "2026.2.3-1",
    "lastRunCommand": "configure",
    "lastRunMode": "local"
  },
  "auth": {
    "profiles": {
      "github-copilot:github": {
        "provider": "github-copilot",
        "mode": "token"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "github-copilot/gpt-4o"
      },
      "models": {
        "github-copilot/gpt-4o": {}
      },
      "workspace": "/root/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    },
    "list": [
      {
        "id": "main",
        "name": "OpenClaw Assistant",
        "model": {
          "primary": "github-copilot/gpt-4o"
        }
      }
    ]
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto"
  },
  "channels": {
    "whatsapp": {
      "dmPolicy": "allowlist",
      "selfChatMode": true,
      "allowFrom": [
        "+15550000000"
      ],
      "groupPolicy": "allowlist",
      "mediaMaxMb": 50,
      "debounceMs": 0
    },
    "slack": {
      "mode": "socket",
      "webhookPath": "/slack/events",
      "enabled": true,
      "botToken": "YOUR_SLACK_BOT_TOKEN",
      "appToken": "YOUR_SLACK_APP_TOKEN",
      "userTokenReadOnly": true,
      "groupPolicy": "open"
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "auth": {
      "mode": "token",
      "token": "YOUR_GATEWAY_TOKEN"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    },
    "remote": {
      "url": "ws://65.21.249.170:18789"
    }
  },
  "plugins": {
    "entries": {
      "whatsapp": {
        "enabled": true
      },
      "slack": {
        "enabled": true
      }
    }
  },
  "tools": {
    "web": {
      "search": {
        "enabled": true,
        "apiKey": "YOUR_SEARCH_API_KEY"
      },
      "fetch": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-trytoclaw",
    rule: "published",
    source:
      "https://github.com/ArmenakGaloyan/trytoclaw-config/blob/048cf4a412f1bb75902278b143c1ea3d8c9bc05c/.openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  "agent": {
    "model": "openai/gpt-4o"
  },
  "gateway": {
    "port": 18789
  }
}
`,
  },
  {
    name: "pub-vps-config-adrian",
    rule: "published",
    source:
      "https://github.com/adrianstanca1/vps-config/blob/9defebb313a4f3ca4866dbcafab5ba4f3ceccdce/.openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: ["gateway.auth.token"],
    configText: `{
  "agents": {
    "defaults": {
      "compaction": {
        "mode": "safeguard"
      },
      "model": {
        "primary": "ollama/llama3.1:8b"
      },
      "workspace": "/root/.openclaw/workspace"
    }
  },
  "channels": {
    "telegram": {
      "dmPolicy": "pairing",
      "enabled": true,
      "groupPolicy": "allowlist",
      "streaming": "partial"
    }
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "ownerDisplay": "raw",
    "restart": true
  },
  "gateway": {
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    },
    "bind": "loopback",
    "mode": "local",
    "port": 18789,
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  },
  "meta": {
    "lastTouchedAt": "2026-03-21T19:27:26.150Z",
    "lastTouchedVersion": "2026.3.13"
  },
  "models": {
    "mode": "merge",
    "providers": {
      "ollama": {
        "api": "ollama",
        "apiKey": "ollama-local",
        "baseUrl": "http://127.0.0.1:11434",
        "models": [
          {
            "contextWindow": 204800,
            "cost": {
              "cacheRead": 0,
              "cacheWrite": 0,
              "input": 0,
              "output": 0
            },
            "id": "minimax-m2.7:cloud",
            "input": [
              "text"
            ],
            "name": "minimax-m2.7:cloud",
            "reasoning": true
          },
          {
            "contextWindow": 131072,
            "cost": {
              "cacheRead": 0,
              "cacheWrite": 0,
              "input": 0,
              "output": 0
            },
            "id": "deepseek-r1:7b",
            "input": [
              "text"
            ],
            "name": "deepseek-r1:7b",
            "reasoning": true
          }
        ]
      }
    }
  },
  "plugins": {
    "allow": [
      "openclaw-web-search",
      "telegram",
      "ollama"
    ],
    "entries": {
      "ollama": {
        "enabled": true
      },
      "openclaw-web-search": {
        "enabled": true
      },
      "telegram": {
        "enabled": true
      }
    },
    "installs": {
      "openclaw-web-search": {
        "installPath": "/root/.openclaw/extensions/openclaw-web-search",
        "source": "npm",
        "spec": "@ollama/openclaw-web-search"
      }
    }
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "tools": {
    "alsoAllow": [
      "ollama_web_search",
      "ollama_web_fetch"
    ],
    "profile": "coding",
    "web": {
      "fetch": {
        "enabled": false
      },
      "search": {
        "enabled": false
      }
    }
  },
  "wizard": {
    "lastRunAt": "2026-03-21T19:16:33.528Z",
    "lastRunCommand": "onboard",
    "lastRunMode": "local",
    "lastRunVersion": "2026.3.13"
  }
}`,
  },
  {
    name: "pub-backup-apple3z",
    rule: "published",
    source: "https://github.com/apple3z/backup/blob/635804829fbdbd4bb3ecdeeea87383b552adac81/openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [
      "models.providers.minimax.apiKey",
      "models.providers.dashscope.apiKey",
      "channels.feishu.appSecret",
      "gateway.auth.token",
    ],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.2",
    "lastTouchedAt": "2026-03-07T22:59:00.350Z"
  },
  "wizard": {
    "lastRunAt": "2026-03-06T08:57:18.378Z",
    "lastRunVersion": "2026.3.2",
    "lastRunCommand": "doctor",
    "lastRunMode": "local"
  },
  "models": {
    "mode": "merge",
    "providers": {
      "minimax": {
        "baseUrl": "https://api.minimaxi.com/v1",
        "apiKey": "REDACTED",
        "api": "openai-completions",
        "models": [
          {
            "id": "MiniMax-M2.5",
            "name": "MiniMax M2.5",
            "api": "openai-completions",
            "reasoning": true,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 16384
          }
        ]
      },
      "dashscope": {
        "baseUrl": "https://coding.dashscope.aliyuncs.com/v1",
        "apiKey": "REDACTED",
        "api": "openai-completions",
        "models": [
          {
            "id": "qwen3.5-plus",
            "name": "Qwen3.5 Plus",
            "api": "openai-completions",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 32000,
            "maxTokens": 6000
          },
          {
            "id": "qwen3-coder-plus",
            "name": "Qwen3 Coder Plus",
            "api": "openai-completions",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 32000,
            "maxTokens": 6000
          },
          {
            "id": "qwen3-coder-next",
            "name": "Qwen3 Coder Next",
            "api": "openai-completions",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 32000,
            "maxTokens": 6000
          },
          {
            "id": "glm-5",
            "name": "GLM-5",
            "api": "openai-completions",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 128000,
            "maxTokens": 8000
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "dashscope/qwen3-coder-next"
      },
      "models": {
        "dashscope/qwen3-coder-next": {}
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "channels": {
    "feishu": {
      "appId": "cli_a92ba507b3745cb2",
      "appSecret": "REDACTED",
      "enabled": true,
      "connectionMode": "websocket",
      "dmPolicy": "pairing",
      "debugMode": true
    }
  },
  "gateway": {
    "mode": "local",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    }
  },
  "plugins": {
    "entries": {
      "feishu": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-starter-dithilli",
    rule: "published",
    source:
      "https://github.com/Dithilli/openclaw-starter/blob/ce81738ba7a13faa91d15fb30c07c4c57c85b2bb/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "_comment": "OpenClaw starter config. Copy relevant sections to your openclaw.json. All secrets replaced with placeholders.",

  "agents": {
    "defaults": {
      "model": {
        "primary": "anthropic/claude-sonnet-4-20250514",
        "fallbacks": []
      },
      "workspace": "~/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "heartbeat": {
        "every": "2h",
        "activeHours": {
          "start": "08:00",
          "end": "23:00",
          "timezone": "America/Chicago"
        }
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },

  "messages": {
    "responsePrefix": "[Agent Name]",
    "ackReactionScope": "group-mentions"
  },

  "channels": {
    "discord": {
      "enabled": true,
      "token": "YOUR_DISCORD_BOT_TOKEN",
      "groupPolicy": "open",
      "guilds": {
        "YOUR_GUILD_ID": {
          "requireMention": false
        }
      }
    }
  },

  "_cron_examples": {
    "_note": "These are example cron jobs. Add them via the cron tool or API, not in this config file.",

    "morning-briefing": {
      "schedule": { "kind": "cron", "expr": "0 8 * * *", "tz": "America/Chicago" },
      "sessionTarget": "main",
      "payload": {
        "kind": "systemEvent",
        "text": "Morning briefing. Check calendar for today, mention the weather, and give a quick motivational nudge. Keep it short and warm."
      }
    },

    "daily-learning": {
      "_comment": "Daily exploration of a codebase, documentation, or topic",
      "schedule": { "kind": "cron", "expr": "0 9 * * *", "tz": "America/Chicago" },
      "sessionTarget": "isolated",
      "payload": {
        "kind": "agentTurn",
        "message": "Daily learning session. Pick a topic from your study list, research it, write a short summary, and save to notes. Share anything interesting with your human."
      },
      "delivery": { "mode": "none" }
    },

    "midmorning-reach-out": {
      "_comment": "Casual mid-morning message — not a check-in, just being present",
      "schedule": { "kind": "cron", "expr": "25 10 * * *", "tz": "America/Chicago" },
      "sessionTarget": "isolated",
      "payload": {
        "kind": "agentTurn",
        "message": "Reach out to your human with something genuine — a thought, something interesting you found, a question. Not a task update. Use the message tool."
      },
      "delivery": { "mode": "none" }
    },

    "afternoon-checkin": {
      "schedule": { "kind": "cron", "expr": "0 14 * * *", "tz": "America/Chicago" },
      "sessionTarget": "main",
      "payload": {
        "kind": "systemEvent",
        "text": "Afternoon check-in. How's the day going? Need anything? Share something interesting or an idea you had."
      }
    },

    "evening-checkin": {
      "schedule": { "kind": "cron", "expr": "0 20 * * *", "tz": "America/Chicago" },
      "sessionTarget": "main",
      "payload": {
        "kind": "systemEvent",
        "text": "Evening check-in. Wrap up the day — any loose ends? Anything to plan for tomorrow?"
      }
    },

    "daily-git-backup": {
      "_comment": "Silent nightly backup of workspace to git",
      "schedule": { "kind": "cron", "expr": "0 23 * * *", "tz": "America/Chicago" },
      "sessionTarget": "isolated",
      "payload": {
        "kind": "agentTurn",
        "message": "Daily backup. Run: cd ~/.openclaw/workspace && git add -A && git diff --cached --quiet || (git commit -m 'Daily auto-backup' && git push). Do not message your human unless the push fails."
      },
      "delivery": { "mode": "none" }
    },

    "weekly-memory-review": {
      "_comment": "Sunday evening — review the week's notes, distill into MEMORY.md",
      "schedule": { "kind": "cron", "expr": "0 20 * * 0", "tz": "America/Chicago" },
      "sessionTarget": "main",
      "payload": {
        "kind": "systemEvent",
        "text": "Weekly memory review. Review this week's daily files, distill significant events into MEMORY.md, prune outdated entries."
      }
    }
  }
}
`,
  },
  {
    name: "pub-starter-casparfelten",
    rule: "published",
    source:
      "https://github.com/casparfelten/openclaw-starter/blob/3469451a58828131303f2276af291e70b1478da2/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "$schema": "https://docs.molt.bot/schema/openclaw.json",
  "meta": {
    "lastTouchedVersion": "2026.2.1",
    "lastTouchedAt": "2026-02-06T00:00:00.000Z"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto"
  },
  "auth": {
    "profiles": {
      "openai:default": {
        "provider": "openai",
        "mode": "api_key"
      }
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "groupPolicy": "allowlist",
      "streamMode": "partial",
      "botToken": "YOUR_TELEGRAM_BOT_TOKEN"
    }
  },
  "agents": {
    "defaults": {
      "workspace": "~/.openclaw/workspace",
      "model": {
        "primary": "openai/gpt-5.2",
        "fallbacks": ["openai/gpt-4o-mini"]
      },
      "sandbox": {
        "mode": "non-main",
        "workspaceAccess": "rw",
        "scope": "agent",
        "docker": {
          "image": "openclaw-sandbox:latest",
          "network": "bridge"
        }
      },
      "tools": {
        "profile": "full",
        "exec": {
          "host": "sandbox",
          "security": "allowlist",
          "ask": "off"
        }
      }
    },
    "list": [
      {
        "id": "main",
        "default": true,
        "name": "Main",
        "workspace": "~/.openclaw/workspace",
        "sandbox": { "mode": "off" },
        "tools": { "profile": "full" }
      },
      {
        "id": "dev",
        "name": "Dev",
        "workspace": "~/.openclaw/workspace",
        "sandbox": {
          "mode": "all",
          "workspaceAccess": "rw",
          "scope": "agent",
          "docker": {
            "image": "openclaw-sandbox:latest",
            "network": "bridge"
          }
        },
        "tools": {
          "profile": "coding",
          "exec": { "host": "sandbox", "security": "allowlist", "ask": "off" }
        }
      },
      {
        "id": "research",
        "name": "Research",
        "workspace": "~/.openclaw/workspace",
        "sandbox": {
          "mode": "all",
          "workspaceAccess": "rw",
          "scope": "agent",
          "docker": {
            "image": "openclaw-sandbox:latest",
            "network": "bridge"
          }
        },
        "tools": {
          "profile": "minimal",
          "alsoAllow": ["group:web", "browser"],
          "deny": ["exec"]
        }
      }
    ]
  }
}
`,
  },
  {
    name: "pub-starter-fufu",
    rule: "published",
    source:
      "https://github.com/fufuandfoufou/openclaw-public-starter/blob/0274931de1894739e7f892c15629997df95d9ad3/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "bindings": [
    {
      "channel": "feishu",
      "agent": "feishu"
    }
  ],
  "agents": {
    "feishu": {
      "workspace": "\${OPENCLAW_HOME}/workspace-feishu"
    },
    "coder": {
      "workspace": "\${OPENCLAW_HOME}/workspace-coder"
    }
  },
  "env": {
    "FEISHU_APP_ID": "\${FEISHU_APP_ID}",
    "FEISHU_APP_SECRET": "\${FEISHU_APP_SECRET}"
  }
}
`,
  },
  {
    name: "pub-cedar-demo",
    rule: "published",
    source:
      "https://github.com/windley/openclaw-cedar-policy-demo/blob/09bc69629c7ee0a1122363574379a00f20b3d9fa/openclaw.json5",
    kind: "template",
    redacted: [],
    configText: `// OpenClaw Configuration with Cedar Authorization
// This config enables the Cedar PDP for tool authorization
{
  // Cedar Policy Decision Point (PDP) configuration
  authz: {
    pdp: {
      // Enable authorization checks before tool execution
      enabled: true,

      // PDP endpoint URL (cedar-pdp-server.py)
      endpoint: "http://localhost:8180/authorize",

      // Request timeout in milliseconds
      timeoutMs: 2000,

      // Fail-open vs fail-closed behavior
      // false = fail-closed (deny on PDP errors) - RECOMMENDED for security
      // true = fail-open (allow on PDP errors) - use only for testing
      failOpen: false
    }
  }
}
`,
  },
  {
    name: "pub-ppclaw",
    rule: "published",
    source: "https://github.com/PPIO/ppclaw-config/blob/d7e379d20c2c08c9d42ff123c692fa470222a75e/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
    "models": {
        "mode": "replace",
        "providers": {
            "ppio": {
                "baseUrl": "https://api.ppio.com/anthropic",
                "apiKey": "PPIO_API_KEY",
                "api": "anthropic-messages",
                "models": [
                    {
                        "id": "minimax/minimax-m2.5-highspeed",
                        "name": "PPIO/Minimax M2.5",
                        "reasoning": true,
                        "input": [
                            "text"
                        ],
                        "cost": {
                            "input": 0,
                            "output": 0,
                            "cacheRead": 0,
                            "cacheWrite": 0
                        },
                        "contextWindow": 200000,
                        "maxTokens": 50000
                    }
                ]
            }
        }
    },
    "agents": {
        "defaults": {
            "model": {
                "primary": "ppio/minimax/minimax-m2.5-highspeed"
            },
            "models": {
                "ppio/minimax/minimax-m2.5-highspeed": {}
            }
        }
    }
}
`,
  },
  {
    name: "pub-docs-recommended-starter",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#recommended-starter",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",
      model: { primary: "anthropic/claude-sonnet-4-6" },
    },
    entries: {
      main: {
        identity: {
          name: "Clawd",
          theme: "helpful assistant",
          emoji: "🦞",
        },
      },
    },
  },
  channels: {
    whatsapp: {
      allowFrom: ["+15555550123"],
      groups: { "*": { requireMention: true } },
    },
  },
  messages: {
    visibleReplies: "automatic",
    groupChat: {
      visibleReplies: "message_tool", // opt-in; visible output requires message(action=send)
      unmentionedInbound: "room_event",
    },
  },
}
`,
  },
  {
    name: "pub-docs-expanded-example",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#expanded-example-major-options",
    kind: "docs",
    redacted: [],
    configText: `{
  // Environment + shell
  env: {
    vars: {
      OPENROUTER_API_KEY: "sk-or-...",
      GROQ_API_KEY: "gsk-...",
    },
    shellEnv: {
      enabled: true,
      timeoutMs: 15000,
    },
  },

  // Auth profile metadata (secrets live in auth-profiles.json)
  auth: {
    profiles: {
      "anthropic:default": { provider: "anthropic", mode: "api_key" },
      "anthropic:work": { provider: "anthropic", mode: "api_key" },
      "openai:default": { provider: "openai", mode: "api_key" },
      "openai:personal": { provider: "openai", mode: "oauth" },
    },
    order: {
      anthropic: ["anthropic:default", "anthropic:work"],
      openai: ["openai:personal", "openai:default"],
    },
  },

  // Identity is per agent — set it on agents.entries.<id>.identity below.

  // Logging
  logging: {
    level: "info",
    file: "/tmp/openclaw/openclaw.log",
    consoleLevel: "info",
    consoleStyle: "pretty",
  },

  // Message formatting
  messages: {
    visibleReplies: "automatic",
    responsePrefix: ">",
    ackReaction: "👀",
    ackReactionScope: "group-mentions",
    groupChat: {
      historyLimit: 50,
      visibleReplies: "message_tool", // opt in for shared rooms with tool-reliable models
      unmentionedInbound: "room_event",
    },
    queue: {
      mode: "followup",
      cap: 20,
      drop: "summarize",
      byChannel: {
        whatsapp: "followup",
        telegram: "followup",
        discord: "collect",
        slack: "collect",
        signal: "followup",
        imessage: "followup",
        webchat: "followup",
      },
    },
  },

  // Session behavior
  session: {
    scope: "per-sender",
    dmScope: "per-channel-peer", // recommended for multi-user inboxes
    reset: {
      mode: "daily",
      atHour: 4,
      idleMinutes: 60,
    },
    resetByChannel: {
      discord: { mode: "idle", idleMinutes: 10080 },
    },
    resetTriggers: ["/new", "/reset"],
    store: "~/.openclaw/agents/main/sessions/sessions.json",
    maintenance: {
      mode: "warn",
      pruneAfter: "30d",
      maxEntries: 500,
      resetArchiveRetention: "30d", // duration or false
      maxDiskBytes: "500mb", // optional
      highWaterBytes: "400mb", // optional (defaults to 80% of maxDiskBytes)
    },
    sendPolicy: {
      default: "allow",
      rules: [{ action: "deny", match: { channel: "discord", chatType: "group" } }],
    },
  },

  // Channels
  channels: {
    whatsapp: {
      dmPolicy: "pairing",
      allowFrom: ["+15555550123"],
      groupPolicy: "allowlist",
      groupAllowFrom: ["+15555550123"],
      groups: { "*": { requireMention: true } },
    },

    telegram: {
      enabled: true,
      botToken: "YOUR_TELEGRAM_BOT_TOKEN",
      allowFrom: ["123456789"],
      groupPolicy: "allowlist",
      groupAllowFrom: ["123456789"],
      groups: { "*": { requireMention: true } },
    },

    discord: {
      enabled: true,
      token: "YOUR_DISCORD_BOT_TOKEN",
      dmPolicy: "allowlist",
      allowFrom: ["123456789012345678"],
      guilds: {
        "123456789012345678": {
          slug: "friends-of-openclaw",
          requireMention: false,
          channels: {
            general: { enabled: true },
            help: { enabled: true, requireMention: true },
          },
        },
      },
    },

    slack: {
      enabled: true,
      botToken: "xoxb-REPLACE_ME",
      appToken: "xapp-REPLACE_ME",
      channels: {
        "#general": { enabled: true, requireMention: true },
      },
      dmPolicy: "allowlist",
      allowFrom: ["U123"],
      slashCommand: {
        enabled: true,
        name: "openclaw",
        sessionPrefix: "slack:slash",
        ephemeral: true,
      },
    },
  },

  // Agent runtime
  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",
      userTimezone: "America/Chicago",
      model: {
        primary: "anthropic/claude-sonnet-4-6",
        fallbacks: ["anthropic/claude-opus-4-6", "openai/gpt-5.4"],
      },
      imageModel: {
        primary: "openrouter/anthropic/claude-sonnet-4-6",
      },
      models: {
        "anthropic/claude-opus-4-6": { alias: "opus" },
        "anthropic/claude-sonnet-4-6": { alias: "sonnet" },
        "openai/gpt-5.4": { alias: "gpt" },
      },
      skills: ["github", "weather"], // inherited by agents that omit list[].skills
      thinkingDefault: "low",
      verboseDefault: "off",
      toolProgressDetail: "explain",
      reasoningDefault: "off",
      elevatedDefault: "on",
      blockStreamingDefault: "off",
      blockStreamingBreak: "text_end",
      blockStreamingChunk: {
        minChars: 800,
        maxChars: 1200,
        breakPreference: "paragraph",
      },
      blockStreamingCoalesce: {
        idleMs: 1000,
      },
      humanDelay: {
        mode: "natural",
      },
      timeoutSeconds: 600,
      mediaMaxMb: 5,
      typingIntervalSeconds: 5,
      maxConcurrent: 3,
      heartbeat: {
        every: "30m",
        model: "anthropic/claude-sonnet-4-6",
        target: "whatsapp",
        directPolicy: "allow", // allow (default) | block
        to: "+15555550123",
        prompt: "HEARTBEAT",
      },
      sandbox: {
        mode: "non-main",
        scope: "session", // preferred over legacy perSession: true
        workspaceRoot: "~/.openclaw/sandboxes",
        docker: {
          image: "openclaw-sandbox:bookworm-slim",
          workdir: "/workspace",
          readOnlyRoot: true,
          tmpfs: ["/tmp", "/var/tmp", "/run"],
          network: "none",
          user: "1000:1000",
        },
        browser: {
          enabled: false,
        },
      },
    },
    entries: {
      main: {
        default: true,
        identity: {
          name: "Samantha",
          theme: "helpful sloth",
          emoji: "🦥",
        },
        // inherits defaults.skills -> github, weather
        groupChat: {
          mentionPatterns: ["@openclaw", "openclaw"],
        },
        thinkingDefault: "high", // per-agent thinking override
        reasoningDefault: "on", // per-agent reasoning visibility
        fastModeDefault: false, // per-agent fast mode
      },
      quick: {
        skills: [], // no skills for this agent
        fastModeDefault: true, // this agent always runs fast
        thinkingDefault: "off",
      },
    },
  },

  memory: {
    search: {
      provider: "gemini",
      model: "gemini-embedding-001",
      remote: {
        apiKey: "\${GEMINI_API_KEY}",
      },
      extraPaths: ["../team-docs", "/srv/shared-notes"],
    },
  },

  tools: {
    media: {
      models: [
        { provider: "openai", model: "gpt-4o-transcribe", capabilities: ["audio"] },
        { provider: "google", model: "gemini-3-flash-preview", capabilities: ["video"] },
      ],
      audio: { enabled: true, maxBytes: 20971520, timeoutSeconds: 120 },
      video: { enabled: true, maxBytes: 52428800 },
    },
    allow: ["exec", "process", "read", "write", "edit", "apply_patch"],
    deny: ["browser", "canvas"],
    exec: {
      backgroundMs: 10000,
      timeoutSeconds: 1800,
      cleanupMs: 1800000,
    },
    elevated: {
      enabled: true,
      allowFrom: {
        whatsapp: ["+15555550123"],
        telegram: ["123456789"],
        discord: ["123456789012345678"],
        slack: ["U123"],
        signal: ["+15555550123"],
        imessage: ["user@example.com"],
        webchat: ["session:demo"],
      },
    },
  },

  // Custom model providers
  models: {
    mode: "merge",
    providers: {
      "custom-proxy": {
        baseUrl: "http://localhost:4000/v1",
        apiKey: "LITELLM_KEY",
        api: "openai-responses",
        authHeader: true,
        headers: { "X-Proxy-Region": "us-west" },
        models: [
          {
            id: "llama-3.1-8b",
            name: "Llama 3.1 8B",
            api: "openai-responses",
            reasoning: false,
            input: ["text"],
            cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
            contextWindow: 128000,
            maxTokens: 32000,
          },
        ],
      },
    },
  },

  // Cron jobs
  cron: {
    enabled: true,
    sessionRetention: "24h",
  },

  // Webhooks
  hooks: {
    enabled: true,
    path: "/hooks",
    token: "shared-secret",
    presets: ["gmail"],
    transformsDir: "~/.openclaw/hooks/transforms",
    mappings: [
      {
        id: "gmail-hook",
        match: { path: "gmail" },
        action: "agent",
        wakeMode: "now",
        name: "Gmail",
        sessionKey: "hook:gmail:{{messages[0].id}}",
        messageTemplate: "From: {{messages[0].from}}\\nSubject: {{messages[0].subject}}",
        textTemplate: "{{messages[0].snippet}}",
        deliver: true,
        channel: "last",
        to: "+15555550123",
        thinking: "low",
        timeoutSeconds: 300,
        transform: {
          module: "gmail.js",
          export: "transformGmail",
        },
      },
    ],
    gmail: {
      account: "openclaw@gmail.com",
      label: "INBOX",
      topic: "projects/<project-id>/topics/gog-gmail-watch",
      subscription: "gog-gmail-watch-push",
      pushToken: "shared-push-token",
      hookUrl: "http://127.0.0.1:18789/hooks/gmail",
      includeBody: true,
      maxBytes: 20000,
      renewEveryMinutes: 720,
      serve: { bind: "127.0.0.1", port: 8788, path: "/" },
      tailscale: { mode: "funnel", path: "/gmail-pubsub" },
    },
  },

  // Gateway + networking
  gateway: {
    mode: "local",
    port: 18789,
    bind: "loopback",
    controlUi: { enabled: true, basePath: "/openclaw" },
    auth: {
      mode: "token",
      token: "gateway-token",
      allowTailscale: true,
    },
    tailscale: { mode: "serve" },
    remote: { url: "ws://gateway-host.ts.net:18789", token: "remote-token" },
    reload: { mode: "hybrid" },
  },

  skills: {
    allowBundled: ["gemini", "peekaboo"],
    load: {
      extraDirs: ["~/Projects/agent-scripts/skills"],
      allowSymlinkTargets: ["~/Projects/agent-scripts/skills"],
    },
    install: {
      preferBrew: true,
      nodeManager: "npm", // npm | pnpm | yarn | bun
      allowUploadedArchives: false,
    },
    entries: {
      "image-lab": {
        enabled: true,
        apiKey: "GEMINI_KEY_HERE",
        env: { GEMINI_API_KEY: "GEMINI_KEY_HERE" },
      },
      peekaboo: { enabled: true },
    },
  },
}
`,
  },
  {
    name: "pub-docs-multi-platform",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#multi-platform-setup",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: { defaults: { workspace: "~/.openclaw/workspace" } },
  channels: {
    whatsapp: { allowFrom: ["+15555550123"], responsePrefix: "[openclaw]" },
    telegram: {
      enabled: true,
      botToken: "YOUR_TOKEN",
      allowFrom: ["123456789"],
    },
    discord: {
      enabled: true,
      token: "YOUR_TOKEN",
      allowFrom: ["123456789012345678"],
    },
  },
}
`,
  },
  {
    name: "pub-docs-secure-dm",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#secure-dm-mode-shared-inbox--multi-user-dms",
    kind: "docs",
    redacted: [],
    configText: `{
  // Secure DM mode (recommended for multi-user or sensitive DM agents)
  session: { dmScope: "per-channel-peer" },

  channels: {
    // Example: WhatsApp multi-user inbox
    whatsapp: {
      dmPolicy: "allowlist",
      allowFrom: ["+15555550123", "+15555550124"],
    },

    // Example: Discord multi-user inbox
    discord: {
      enabled: true,
      token: "YOUR_DISCORD_BOT_TOKEN",
      allowFrom: ["123456789012345678", "987654321098765432"],
    },
  },
}
`,
  },
  {
    name: "pub-docs-anthropic-minimax",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#anthropic-api-key--minimax-fallback",
    kind: "docs",
    redacted: [],
    configText: `{
  auth: {
    profiles: {
      "anthropic:api": {
        provider: "anthropic",
        mode: "api_key",
      },
    },
    order: {
      anthropic: ["anthropic:api"],
    },
  },
  models: {
    providers: {
      minimax: {
        baseUrl: "https://api.minimax.io/anthropic",
        api: "anthropic-messages",
        apiKey: "\${MINIMAX_API_KEY}",
      },
    },
  },
  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",
      model: {
        primary: "anthropic/claude-opus-4-6",
        fallbacks: ["minimax/MiniMax-M2.7"],
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-work-bot",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#work-bot-restricted-access",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    defaults: {
      workspace: "~/work-openclaw",
      elevatedDefault: "off",
    },
    entries: {
      main: {
        identity: {
          name: "WorkBot",
          theme: "professional assistant",
        },
      },
    },
  },
  channels: {
    slack: {
      enabled: true,
      botToken: "xoxb-...",
      channels: {
        "#engineering": { enabled: true, requireMention: true },
        "#general": { enabled: true, requireMention: true },
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-local-models",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/gateway/configuration-examples.md#local-models-only",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",
      model: { primary: "lmstudio/my-local-model" },
    },
  },
  models: {
    mode: "merge",
    providers: {
      lmstudio: {
        baseUrl: "http://127.0.0.1:1234/v1",
        apiKey: "lmstudio",
        api: "openai-responses",
        models: [
          {
            id: "my-local-model",
            name: "Local Model",
            reasoning: false,
            input: ["text"],
            cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
            contextWindow: 196608,
            maxTokens: 8192,
          },
        ],
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-legacy-absolute-minimum",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/b2c5c80ac76290678dc24bc36f0f1053705bd2cb/docs/gateway/configuration-examples.md#absolute-minimum",
    kind: "docs",
    redacted: [],
    configText: `{
  agent: { workspace: "~/.openclaw/workspace" },
  channels: { whatsapp: { allowFrom: ["+15555550123"] } },
}
`,
  },
  {
    name: "pub-docs-legacy-recommended-starter",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/b2c5c80ac76290678dc24bc36f0f1053705bd2cb/docs/gateway/configuration-examples.md#recommended-starter",
    kind: "docs",
    redacted: [],
    configText: `{
  identity: {
    name: "Clawd",
    theme: "helpful assistant",
    emoji: "🦞",
  },
  agent: {
    workspace: "~/.openclaw/workspace",
    model: { primary: "anthropic/claude-sonnet-4-6" },
  },
  channels: {
    whatsapp: {
      allowFrom: ["+15555550123"],
      groups: { "*": { requireMention: true } },
    },
  },
}
`,
  },
  {
    name: "pub-docs-legacy-work-bot",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/b2c5c80ac76290678dc24bc36f0f1053705bd2cb/docs/gateway/configuration-examples.md#work-bot-restricted-access",
    kind: "docs",
    redacted: [],
    configText: `{
  identity: {
    name: "WorkBot",
    theme: "professional assistant",
  },
  agent: {
    workspace: "~/work-openclaw",
    elevated: { enabled: false },
  },
  channels: {
    slack: {
      enabled: true,
      botToken: "xoxb-...",
      channels: {
        "#engineering": { allow: true, requireMention: true },
        "#general": { allow: true, requireMention: true },
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-multi-agent-dm-split",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/concepts/multi-agent.md#one-whatsapp-number-multiple-people-dm-split",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    entries: {
      alex: { default: true, workspace: "~/.openclaw/workspace-alex" },
      mia: { workspace: "~/.openclaw/workspace-mia" },
    },
  },
  bindings: [
    {
      agentId: "alex",
      match: { channel: "whatsapp", peer: { kind: "direct", id: "+15551230001" } },
    },
    {
      agentId: "mia",
      match: { channel: "whatsapp", peer: { kind: "direct", id: "+15551230002" } },
    },
  ],
  channels: {
    whatsapp: {
      dmPolicy: "allowlist",
      allowFrom: ["+15551230001", "+15551230002"],
    },
  },
}
`,
  },
  {
    name: "pub-docs-multi-agent-discord",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/concepts/multi-agent.md#platform-examples",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    entries: {
      main: { default: true, workspace: "~/.openclaw/workspace-main" },
      coding: { workspace: "~/.openclaw/workspace-coding" },
    },
  },
  bindings: [
    { agentId: "main", match: { channel: "discord", accountId: "default" } },
    { agentId: "coding", match: { channel: "discord", accountId: "coding" } },
  ],
  channels: {
    discord: {
      groupPolicy: "allowlist",
      accounts: {
        default: {
          token: "DISCORD_BOT_TOKEN_MAIN",
          guilds: {
            "123456789012345678": {
              channels: {
                "222222222222222222": { enabled: true, requireMention: false },
              },
            },
          },
        },
        coding: {
          token: "DISCORD_BOT_TOKEN_CODING",
          guilds: {
            "123456789012345678": {
              channels: {
                "333333333333333333": { enabled: true, requireMention: false },
              },
            },
          },
        },
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-multi-agent-whatsapp-accounts",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/concepts/multi-agent.md#platform-examples",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    entries: {
      home: {
        default: true,
        name: "Home",
        workspace: "~/.openclaw/workspace-home",
        agentDir: "~/.openclaw/agents/home/agent",
      },
      work: {
        name: "Work",
        workspace: "~/.openclaw/workspace-work",
        agentDir: "~/.openclaw/agents/work/agent",
      },
    },
  },

  // Deterministic routing: first match wins (most-specific first).
  bindings: [
    { agentId: "home", match: { channel: "whatsapp", accountId: "personal" } },
    { agentId: "work", match: { channel: "whatsapp", accountId: "biz" } },

    // Optional per-peer override (example: send a specific group to work agent).
    {
      agentId: "work",
      match: {
        channel: "whatsapp",
        accountId: "personal",
        peer: { kind: "group", id: "1203630...@g.us" },
      },
    },
  ],

  // Off by default: agent-to-agent messaging must be explicitly enabled + allowlisted.
  tools: {
    agentToAgent: {
      enabled: false,
      allow: ["home", "work"],
    },
  },

  channels: {
    whatsapp: {
      accounts: {
        personal: {
          // Optional override. Default: ~/.openclaw/credentials/whatsapp/personal
          // authDir: "~/.openclaw/credentials/whatsapp/personal",
        },
        biz: {
          // Optional override. Default: ~/.openclaw/credentials/whatsapp/biz
          // authDir: "~/.openclaw/credentials/whatsapp/biz",
        },
      },
    },
  },
}
`,
  },
  {
    name: "pub-docs-multi-agent-family-group",
    rule: "published",
    source:
      "https://github.com/openclaw/docs/blob/c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb/docs/concepts/multi-agent.md#common-patterns",
    kind: "docs",
    redacted: [],
    configText: `{
  agents: {
    entries: {
      family: {
        default: true,
        name: "Family",
        workspace: "~/.openclaw/workspace-family",
        identity: { name: "Family Bot" },
        groupChat: {
          mentionPatterns: ["@family", "@familybot", "@Family Bot"],
        },
        sandbox: {
          mode: "all",
          scope: "agent",
        },
        tools: {
          allow: [
            "exec",
            "read",
            "sessions_list",
            "sessions_history",
            "sessions_send",
            "sessions_spawn",
            "session_status",
          ],
          deny: ["write", "edit", "apply_patch", "browser", "canvas", "nodes", "cron"],
        },
      },
    },
  },
  bindings: [
    {
      agentId: "family",
      match: {
        channel: "whatsapp",
        peer: { kind: "group", id: "120363999999999999@g.us" },
      },
    },
  ],
}
`,
  },
  {
    name: "pub-blog-wowsuchbot-structure",
    rule: "published",
    source: "https://wowsuchbot.github.io/openclaw-tutorials/01-gateway-fundamentals/02-configuration-basics.html",
    kind: "blog",
    redacted: [],
    configText: `{
  // ═══════════════════════════════════════════════════════════════════
  // GATEWAY — Core process settings
  // ═══════════════════════════════════════════════════════════════════
  gateway: {
    port: 18789,              // WebSocket + HTTP port
    host: "127.0.0.1",        // Bind address (localhost only by default)
  },

  // ═══════════════════════════════════════════════════════════════════
  // MODELS — LLM provider configuration
  // ═══════════════════════════════════════════════════════════════════
  models: {
    default: "anthropic/claude-sonnet-4-20250514",  // Primary model
    providers: {
      anthropic: {
        apiKey: "sk-ant-...",   // Or use ANTHROPIC_API_KEY env var
      },
      openai: {
        apiKey: "sk-...",       // Or use OPENAI_API_KEY env var
      },
      google: {
        apiKey: "...",          // Or use GEMINI_API_KEY env var
      },
    },
  },

  // ═══════════════════════════════════════════════════════════════════
  // SESSION — Session isolation and management
  // ═══════════════════════════════════════════════════════════════════
  session: {
    // CRITICAL for multi-user! See Module 2 for details
    dmScope: "per-channel-peer",  // Isolate by channel + sender
  },

  // ═══════════════════════════════════════════════════════════════════
  // CHANNELS — Messaging platform connections
  // ═══════════════════════════════════════════════════════════════════
  channels: {
    telegram: {
      enabled: true,
      botToken: "123:abc...",
      dmPolicy: "pairing",      // Require approval for new users
    },
  },

  // ═══════════════════════════════════════════════════════════════════
  // AGENTS — Agent configuration
  // ═══════════════════════════════════════════════════════════════════
  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",  // Agent working directory
      memorySearch: {
        enabled: true,
        provider: "gemini",     // Embedding provider
      },
    },
    list: [
      // Additional agents (see Module 4)
    ],
  },

  // ═══════════════════════════════════════════════════════════════════
  // TOOLS — Tool access control
  // ═══════════════════════════════════════════════════════════════════
  tools: {
    profile: "coding",          // Base tool set
    deny: ["browser"],          // Explicitly deny specific tools
  },
}
`,
  },
  {
    name: "pub-blog-wowsuchbot-complete",
    rule: "published",
    source: "https://wowsuchbot.github.io/openclaw-tutorials/01-gateway-fundamentals/02-configuration-basics.html",
    kind: "blog",
    redacted: [],
    configText: `// ~/.openclaw/openclaw.json
// Full working configuration for Telegram + memory search
{
  gateway: {
    port: 18789,
  },

  models: {
    default: "anthropic/claude-sonnet-4-20250514",
    fallbacks: ["openai/gpt-4o"],
  },

  // CRITICAL: Isolate sessions for multi-user safety
  session: {
    dmScope: "per-channel-peer",
  },

  channels: {
    telegram: {
      enabled: true,
      // Token from environment: TELEGRAM_BOT_TOKEN
      dmPolicy: "pairing",
      groups: {
        "*": { requireMention: true },
      },
    },
  },

  agents: {
    defaults: {
      workspace: "~/.openclaw/workspace",
      memorySearch: {
        enabled: true,
        provider: "gemini",
        query: {
          hybrid: {
            enabled: true,
            vectorWeight: 0.7,
            textWeight: 0.3,
          },
        },
      },
    },
  },

  tools: {
    profile: "coding",
  },
}
`,
  },
  {
    name: "pub-blog-wowsuchbot-telegram",
    rule: "published",
    source: "https://wowsuchbot.github.io/openclaw-tutorials/01-gateway-fundamentals/03-telegram-setup.html",
    kind: "blog",
    redacted: [],
    configText: `// Full working Telegram setup
{
  channels: {
    telegram: {
      // Core settings
      enabled: true,
      // botToken from TELEGRAM_BOT_TOKEN env var
      
      // Access control
      dmPolicy: "pairing",
      
      // Group behavior
      groupPolicy: "allowlist",
      groups: {
        "*": { 
          requireMention: true,
        },
        // Specific trusted group
        "-1001234567890": {
          requireMention: false,
          groupPolicy: "open",
        },
      },
      
      // Response behavior
      streaming: "partial",
      textChunkLimit: 4000,
      chunkMode: "newline",
      linkPreview: true,
      
      // Reliability
      retry: {
        attempts: 3,
        minDelayMs: 1000,
        maxDelayMs: 10000,
      },
    },
  },
}
`,
  },
  {
    name: "pub-blog-wowsuchbot-multi-agent-groups",
    rule: "published",
    source: "https://wowsuchbot.github.io/openclaw-tutorials/06-group-chats/03-multi-agent-groups.html",
    kind: "blog",
    redacted: [],
    configText: `{
  agents: {
    // Conductor: Primary responder, coordinator
    conductor: {
      workspace: "~/.openclaw/workspace-conductor",
      systemPrompt: \`You are the Conductor. In groups:
- You are the primary responder
- Delegate to specialists as needed
- Use sessions_send to forward messages
- Other agents only respond when you forward or they're mentioned\`,
      tools: {
        sessions_send: true,
        sessions_list: true,
      },
    },
    
    // Coder: Only responds when delegated/mentioned
    coder: {
      workspace: "~/.openclaw/workspace-coder",
      systemPrompt: \`You are Coder. In groups:
- Only respond when mentioned by name OR forwarded by Conductor
- Stay silent otherwise
- Focus on technical topics only\`,
      memorySearch: {
        extraPaths: ["~/.openclaw/workspace-shared"],
      },
    },
    
    // Curator: Only responds when delegated/mentioned
    curator: {
      workspace: "~/.openclaw/workspace-curator",
      systemPrompt: \`You are Curator. In groups:
- Only respond when mentioned by name OR forwarded by Conductor
- Stay silent otherwise
- Focus on content/art topics only\`,
      memorySearch: {
        extraPaths: ["~/.openclaw/workspace-shared"],
      },
    },
  },
}
`,
  },
  {
    name: "pub-blog-wowsuchbot-hub-and-spoke",
    rule: "published",
    source: "https://wowsuchbot.github.io/openclaw-tutorials/04-sub-agents/02-orchestrator-patterns.html",
    kind: "blog",
    redacted: [],
    configText: `{
  agents: {
    // Hub: coordinates, doesn't do work
    conductor: {
      model: "claude-sonnet-4-20250514",
      systemPrompt: \`You coordinate work between specialists.
        
When given a task:
1. Break it into subtasks
2. Assign to appropriate specialist
3. Collect and synthesize results
4. Report to user

Never do specialist work yourself.\`,
      tools: {
        sessions_spawn: true,
        sessions_send: true,
        sessions_list: true,
      },
    },
    
    // Spokes: specialists
    coder: {
      systemPrompt: "Write and fix code.",
      tools: { read: true, edit: true, bash: true },
    },
    reviewer: {
      systemPrompt: "Review code for quality and security.",
      tools: { read: true, grep: true },
    },
    deployer: {
      systemPrompt: "Handle deployments and infrastructure.",
      tools: { bash: true, read: true },
    },
  },
}
`,
  },
  {
    name: "pub-blog-gasclaw-telegram",
    rule: "published",
    source: "https://gastown-publish.github.io/gasclaw/guides/openclaw-telegram/",
    kind: "blog",
    redacted: [],
    configText: `{
  "channels": {
    "telegram": {
      "enabled": true,
      "botToken": "123456:ABC-DEF...",
      "dmPolicy": "open",
      "allowFrom": ["*"],
      "groupPolicy": "open",
      "streaming": "off"
    }
  },
  "messages": {
    "ackReactionScope": "all"
  }
}
`,
  },
  {
    name: "pub-dotfiles-shunkakinoki-template",
    rule: "published",
    source:
      "https://github.com/shunkakinoki/dotfiles/blob/8b20dc1c278064afed4236789625dfd0e477b710/config/openclaw/openclaw.template.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  "browser": {
    "enabled": true,
    "executablePath": "__CHROMIUM_PATH__",
    "headless": true,
    "noSandbox": true
  },
  "models": {
    "mode": "merge",
    "pricing": {
      "enabled": true
    },
    "providers": {
      "cliproxy": {
        "baseUrl": "https://cliproxy.shunkakinoki.com/v1",
        "apiKey": "__CLIPROXY_API_KEY__",
        "api": "openai-completions",
        "models": [
          {
            "id": "claude-opus-5",
            "name": "Claude Opus 5",
            "reasoning": true,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "claude-sonnet-5",
            "name": "Claude Sonnet 5",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "claude-haiku-4-5-20251001",
            "name": "Claude Haiku 4.5",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "gpt-5.6-sol",
            "name": "GPT 5.6 Sol",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "gemini-3.1-pro-low",
            "name": "Gemini 3.1 Pro Low",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "gemini-3.7-flash-high",
            "name": "Gemini 3.7 Flash High",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "glm-4.7",
            "name": "GLM 4.7",
            "reasoning": true,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "gemma-4-31b-it",
            "name": "Gemma 4 31b It",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          },
          {
            "id": "minimax-m3",
            "name": "Minimax M3",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 1000000,
            "maxTokens": 40960
          },
          {
            "id": "deepseek-v4-pro",
            "name": "Deepseek V4 Pro",
            "reasoning": true,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0.435,
              "output": 0.87,
              "cacheRead": 0.003625,
              "cacheWrite": 0
            },
            "contextWindow": 1000000,
            "maxTokens": 384000,
            "compat": {
              "supportsPromptCacheKey": true
            }
          },
          {
            "id": "deepseek-v4-flash",
            "name": "Deepseek V4 Flash",
            "reasoning": true,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0.14,
              "output": 0.28,
              "cacheRead": 0.0028,
              "cacheWrite": 0
            },
            "contextWindow": 1000000,
            "maxTokens": 384000,
            "compat": {
              "supportsPromptCacheKey": true
            }
          },
          {
            "id": "free",
            "name": "CliProxy Free",
            "reasoning": false,
            "input": [
              "text",
              "image"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 200000,
            "maxTokens": 32000
          }
        ]
      }
    }
  },
  "memory": {
    "backend": "qmd",
    "qmd": {
      "update": {
        "startup": "immediate"
      },
      "scope": {
        "default": "allow"
      },
      "paths": [
        {
          "name": "wiki-memory",
          "path": "__HOME__/ghq/github.com/shunkakinoki/wiki/MEMORY.md"
        }
      ]
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "cliproxy/deepseek-v4-flash",
        "fallbacks": [
          "cliproxy/gemma-4-31b-it",
          "cliproxy/glm-4.7",
          "cliproxy/free"
        ]
      },
      "workspace": "__HOME__/.openclaw/workspace",
      "thinkingDefault": "high",
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    },
    "list": [
      {
        "id": "main",
        "default": true
      },
      {
        "id": "amp",
        "name": "AMP (Sourcegraph)",
        "workspace": "__HOME__/.openclaw/workspace/agents/amp",
        "runtime": {
          "type": "acp",
          "acp": {
            "agent": "amp",
            "backend": "acpx",
            "mode": "persistent"
          }
        }
      },
      {
        "id": "factory",
        "name": "Factory Droid",
        "workspace": "__HOME__/.openclaw/workspace/agents/factory",
        "runtime": {
          "type": "acp",
          "acp": {
            "agent": "droid",
            "backend": "acpx",
            "mode": "persistent"
          }
        }
      },
      {
        "id": "codex",
        "name": "Codex (GPT)",
        "workspace": "__HOME__/.openclaw/workspace/agents/codex",
        "runtime": {
          "type": "acp",
          "acp": {
            "agent": "codex",
            "backend": "acpx",
            "mode": "persistent"
          }
        }
      }
    ]
  },
  "commitments": {
    "enabled": true
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "messages": {
    "queue": {
      "mode": "interrupt"
    }
  },
  "tools": {
    "web": {
      "search": {
        "enabled": true
      }
    }
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto"
  },
  "skills": {
    "limits": {
      "maxSkillsInPrompt": 20,
      "maxSkillsPromptChars": 4000
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "capabilities": {
        "inlineButtons": "allowlist"
      },
      "dmPolicy": "pairing",
      "botToken": "__TELEGRAM_TOKEN__",
      "allowFrom": [
        983653361,
        2104262990
      ],
      "groupPolicy": "disabled",
      "reactionNotifications": "all",
      "reactionLevel": "extensive",
      "replyToMode": "first",
      "streaming": {
        "mode": "partial"
      }
    },
    "whatsapp": {
      "dmPolicy": "pairing",
      "allowFrom": [
        "__WHATSAPP_ALLOW_FROM__"
      ],
      "groupPolicy": "disabled",
      "sendReadReceipts": true,
      "mediaMaxMb": 50,
      "ackReaction": {
        "emoji": "\\ud83d\\udc40",
        "direct": true
      },
      "debounceMs": 300
    }
  },
  "hooks": {
    "enabled": true,
    "token": "__HOOKS_TOKEN__",
    "path": "/hooks",
    "allowedSessionKeyPrefixes": [
      "hook:"
    ],
    "mappings": [
      {
        "match": {
          "path": "github"
        },
        "action": "agent",
        "agentId": "main",
        "wakeMode": "now",
        "name": "GitHub",
        "sessionKey": "hook:github:{{repository.full_name}}",
        "messageTemplate": "GitHub {{headers.x-github-event}} event on {{repository.full_name}}:\\n\\nAction: {{action}}\\nSender: {{sender.login}}\\n\\n{{pull_request.title}}{{issue.title}}\\n\\n{{pull_request.html_url}}{{issue.html_url}}"
      }
    ]
  },
  "gateway": {
    "mode": "local",
    "bind": "loopback",
    "terminal": {
      "enabled": true
    },
    "tailscale": {
      "mode": "serve",
      "resetOnExit": false
    },
    "controlUi": {
      "allowedOrigins": [
        "http://localhost:18789",
        "http://127.0.0.1:18789",
        "https://openclaw.shunkakinoki.com",
        "https://kyber.tail950b36.ts.net"
      ]
    },
    "auth": {
      "mode": "token",
      "token": "__GATEWAY_TOKEN__",
      "allowTailscale": true,
      "rateLimit": {
        "maxAttempts": 10,
        "windowMs": 60000,
        "lockoutMs": 300000
      }
    },
    "trustedProxies": [
      "10.0.0.0/8",
      "172.16.0.0/12",
      "192.168.0.0/16"
    ],
    "allowRealIpFallback": true
  },
  "diagnostics": {
    "enabled": true,
    "otel": {
      "enabled": true,
      "endpoint": "__OTEL_ENDPOINT__",
      "protocol": "http/protobuf",
      "serviceName": "openclaw",
      "traces": true,
      "metrics": true,
      "logs": true,
      "sampleRate": 1
    },
    "cacheTrace": {
      "enabled": true,
      "includeMessages": true,
      "includePrompt": true,
      "includeSystem": true
    }
  },
  "plugins": {
    "load": {
      "paths": [
        "__HOME__/.openclaw/plugins"
      ]
    },
    "slots": {
      "memory": "memory-core"
    },
    "entries": {
      "telegram": {
        "enabled": true
      },
      "whatsapp": {
        "enabled": true
      },
      "memory-core": {
        "config": {
          "dreaming": {
            "enabled": true,
            "frequency": "0 */3 * * *",
            "timezone": "UTC"
          }
        }
      },
      "active-memory": {
        "enabled": true
      },
      "bonjour": {
        "enabled": false
      },
      "diagnostics-otel": {
        "enabled": true
      },
      "memory-wiki": {
        "enabled": true,
        "config": {
          "vaultMode": "bridge",
          "vault": {
            "path": "__HOME__/ghq/github.com/shunkakinoki/wiki",
            "renderMode": "obsidian"
          },
          "obsidian": {
            "enabled": true,
            "useOfficialCli": true,
            "vaultName": "Shun Kakinoki",
            "openAfterWrites": false
          },
          "bridge": {
            "enabled": true,
            "readMemoryArtifacts": true,
            "indexDreamReports": true,
            "indexDailyNotes": true,
            "indexMemoryRoot": true,
            "followMemoryEvents": true
          },
          "ingest": {
            "autoCompile": true,
            "maxConcurrentJobs": 4,
            "allowUrlIngest": true
          },
          "search": {
            "backend": "shared",
            "corpus": "all"
          },
          "context": {
            "includeCompiledDigestPrompt": false
          },
          "render": {
            "preserveHumanBlocks": true,
            "createBacklinks": true,
            "createDashboards": true
          }
        }
      }
    }
  }
}
`,
  },
  {
    name: "pub-template-danghuangshang-tang",
    rule: "published",
    source:
      "https://github.com/jianghuye/danghuangshang/blob/2811f03be557699f0b93495cb4badf146604b6bc/configs/tang-sansheng/openclaw.json",
    kind: "template",
    redacted: [],
    configText: `{
  "models": {
    "providers": {
      "your-provider": {
        "baseUrl": "https://your-llm-provider-api-url",
        "apiKey": "YOUR_LLM_API_KEY",
        "api": "openai",
        "models": [
          {
            "id": "fast-model",
            "name": "快速模型",
            "input": [
              "text",
              "image"
            ],
            "contextWindow": 200000,
            "maxTokens": 8192
          },
          {
            "id": "strong-model",
            "name": "强力模型",
            "input": [
              "text",
              "image"
            ],
            "contextWindow": 200000,
            "maxTokens": 8192
          }
        ]
      }
    }
  },
  "gateway": {
    "mode": "local",
    "port": 18789
  },
  "agents": {
    "defaults": {
      "workspace": "/home/YOUR_USERNAME/clawd",
      "model": {
        "primary": "your-provider/fast-model"
      },
      "sandbox": {
        "mode": "non-main"
      },
      "skipBootstrap": true
    },
    "list": [
      {
        "id": "silijian",
        "name": "司礼监",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是AI朝廷的司礼监大内总管。你的职责是【规划调度】，不是亲自执行。说话简练干脆。\\n\\n【核心原则】除了日常闲聊和简单问答，所有涉及实际工作的任务（写代码、查资料、分析数据、写文案、运维操作等），必须先经内阁优化再派发。你是调度枢纽，不是搬砖工。\\n\\n【任务流程——内阁前置】收到用户任务后：\\n1. 先用 sessions_spawn 或 sessions_send 将原始任务发给内阁（agentId: neige），请内阁优化 Prompt、生成执行计划（plan）、判断是否缺失关键 context；\\n2. 如果内阁回复需要补充信息，你向用户追问，拿到后再次发给内阁；\\n3. 内阁返回优化后的任务描述和 plan 后，你再按 plan 在频道内 @对应部门 派发具体任务。\\n跳过内阁的情况：纯闲聊、简单问答、状态查询、紧急 hotfix（标注跳过原因）。\\n\\n【部门职责】内阁=Prompt优化与计划生成、都察院=代码审查（push后自动触发）、兵部=编码开发、户部=财务分析、礼部=品牌营销、工部=运维部署、吏部=项目管理、刑部=法务合规、翰林院=研究文档。\\n\\n【派活方式】用 message 工具在当前 Discord 频道发消息，@对应部门bot 下达任务。派活时用内阁优化后的 Prompt，确保包含：【角色】+【任务】+【背景】+【要求】+【格式】。一切工作流转必须在频道内公开可见。\\n\\n【审批流程】涉及代码提交 → 都察院会在 push 时自动审查；涉及重大决策（预算、架构、方向变更）→ @内阁 审议。都察院审查不通过则打回修改，内阁有否决权。\\n\\n【什么时候自己回答】仅限：纯闲聊、确认信息、汇报进度、问澄清问题。其他一律走内阁前置流程。"
        },
        "sandbox": {
          "mode": "off"
        },
        "subagents": {
          "allowAgents": [
            "neige",
            "duchayuan",
            "bingbu",
            "hubu",
            "libu",
            "gongbu",
            "libu2",
            "xingbu",
            "hanlin_zhang"
          ],
          "maxConcurrent": 4
        }
      },
      {
        "id": "neige",
        "name": "内阁",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是内阁首辅，在朝廷流程中担任【前置优化】角色。回答用中文，高屋建瓴。\\n\\n【核心职责——Prompt 优化与 Plan 生成】当司礼监转发用户任务给你时：\\n1. 分析用户原始需求，判断是否完整、清晰；\\n2. 如果缺失关键 context（目标不明确、技术栈未指定、范围模糊等），列出需要用户补充的问题，返回给司礼监追问；\\n3. 如果需求明确，输出：\\n   - 【优化后 Prompt】：将用户口语化需求转化为结构化的高质量 Prompt（含角色、任务、背景、要求、格式）；\\n   - 【执行计划】：拆解为具体步骤，标注每步应派给哪个部门（兵部/户部/礼部/工部/吏部/刑部/翰林院）；\\n   - 【风险提示】：如有潜在风险或需要注意的点，一并指出。\\n\\n【审议职责】当司礼监提交重大决策（预算、架构变更、战略方向）时，独立评估可行性、风险和替代方案，给出明确的批准/驳回/修改建议。有权否决不合理的方案。\\n\\n【原则】宁可多问一句，不要让模糊需求流入执行层。你的优化质量直接决定六部的执行效率。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-neige"
      },
      {
        "id": "duchayuan",
        "name": "都察院",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是都察院御史，专精监察审计、代码审查、质量把控、安全评估。回答用中文，铁面无私。\\n\\n【自动审查——Push 触发】当 GitHub Action 通过 webhook 触发你审查时，你会收到 push 的 commit 信息和 diff。审查流程：\\n1. 逐文件检查变更：安全漏洞、性能问题、逻辑错误、代码规范；\\n2. 给出结论：✅ 通过 / ⚠️ 建议修改 / ❌ 必须修改；\\n3. 如有问题，列出具体文件、行号、问题描述和修复建议；\\n4. 将审查报告发送到 Discord 频道，@提交者和司礼监。\\n\\n【手动审查】当其他部门通过 sessions_send 或 spawn 提交代码/PR 给你审查时，同样逐一检查并给出通过/驳回结论。驳回时必须说明具体原因和修改建议。\\n\\n【审计职责】定期检查项目进度偏差、资源浪费、风险隐患。发现问题直言不讳。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "workspace": "$HOME/clawd-duchayuan"
      },
      {
        "id": "bingbu",
        "name": "兵部",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是兵部尚书，专精软件工程、系统架构、代码审查。回答用中文，直接给方案。任务完成后主动汇报结果摘要。如需其他部门配合，通过 sessions_send 通知对方。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "workspace": "$HOME/clawd-bingbu"
      },
      {
        "id": "hubu",
        "name": "户部",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是户部尚书，专精财务分析、成本管控、电商运营。回答用中文，数据驱动。任务完成后主动汇报数据摘要和关键发现。发现异常开支时主动告警。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-hubu"
      },
      {
        "id": "libu",
        "name": "礼部",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是礼部尚书，专精品牌营销、社交媒体、内容创作。回答用中文，风格活泼。任务完成后主动汇报产出内容摘要。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-libu"
      },
      {
        "id": "gongbu",
        "name": "工部",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是工部尚书，专精 DevOps、服务器运维、CI/CD、基础设施。回答用中文，注重实操。任务完成后主动汇报执行结果和系统状态。发现服务异常时主动告警。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-gongbu"
      },
      {
        "id": "libu2",
        "name": "吏部",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是吏部尚书，专精项目管理、创业孵化、团队协调。回答用中文，条理清晰。任务完成后主动汇报进度和待办事项。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-libu2"
      },
      {
        "id": "xingbu",
        "name": "刑部",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是刑部尚书，专精法务合规、知识产权、合同审查。回答用中文，严谨专业。任务完成后主动汇报审查结论和风险点。发现合规问题时主动告警。"
        },
        "sandbox": {
          "mode": "off"
        },
        "workspace": "$HOME/clawd-xingbu"
      },
      {
        "id": "hanlin_zhang",
        "name": "翰林院·掌院学士",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是翰林院掌院学士，从二品，统管院务。职责：接收用户的小说创作需求，拆解为具体任务，协调修撰（架构）、编修（写作）、检讨（审核）、庶吉士（检索）完成全流程。你拥有最高审核权，全书终审由你负责。派活时用高级 Prompt 模板：【角色】+【任务】+【背景】+【要求】+【格式】。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "subagents": {
          "allowAgents": [
            "hanlin_xiuzhuan",
            "hanlin_bianxiu",
            "hanlin_jiantao",
            "hanlin_shujishi"
          ],
          "maxConcurrent": 3
        },
        "runTimeoutSeconds": 600,
        "workspace": "$HOME/clawd-hanlin_zhang"
      },
      {
        "id": "hanlin_xiuzhuan",
        "name": "翰林院·修撰",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是翰林院修撰，从六品。职责：主导小说的架构设计——大纲、世界观、人物档案、多线叙事规划。设计的架构需逻辑严密、因果完整。可调用庶吉士检索参考素材。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "subagents": {
          "allowAgents": [
            "hanlin_shujishi"
          ],
          "maxConcurrent": 1
        },
        "workspace": "$HOME/clawd-hanlin_xiuzhuan"
      },
      {
        "id": "hanlin_bianxiu",
        "name": "翰林院·编修",
        "model": {
          "primary": "your-provider/strong-model"
        },
        "identity": {
          "theme": "你是翰林院编修，正七品。职责：根据修撰设计的大纲逐章执笔写作。每章不少于10000中文字符，采用分段写作法。写完后负责归档。可调用庶吉士查阅前文确保一致性。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "subagents": {
          "allowAgents": [
            "hanlin_shujishi"
          ],
          "maxConcurrent": 1
        },
        "workspace": "$HOME/clawd-hanlin_bianxiu"
      },
      {
        "id": "hanlin_jiantao",
        "name": "翰林院·检讨",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是翰林院检讨，从七品。职责：校对查阅文稿，发现错误上报。审核维度：文笔质量、情节逻辑、角色一致性、情感张力、叙事节奏。问题分三级：🔴致命、🟡重要、🟢优化建议。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "workspace": "$HOME/clawd-hanlin_jiantao"
      },
      {
        "id": "hanlin_shujishi",
        "name": "翰林院·庶吉士",
        "model": {
          "primary": "your-provider/fast-model"
        },
        "identity": {
          "theme": "你是翰林院庶吉士，新科进士入院见习。职责：纯信息检索——搜索前文内容、查阅参考库、检索外部资料。不产出正文、不修改任何文件。检索结果如实上报。"
        },
        "sandbox": {
          "mode": "all",
          "scope": "agent"
        },
        "workspace": "$HOME/clawd-hanlin_shujishi"
      }
    ]
  },
  "channels": {
    "discord": {
      "enabled": true,
      "dmPolicy": "open",
      "groupPolicy": "open",
      "allowBots": "mentions",
      "accounts": {
        "silijian": {
          "name": "司礼监",
          "token": "YOUR_SILIJIAN_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "neige": {
          "name": "内阁",
          "token": "YOUR_NEIGE_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "duchayuan": {
          "name": "都察院",
          "token": "YOUR_DUCHAYUAN_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "bingbu": {
          "name": "兵部",
          "token": "YOUR_BINGBU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hubu": {
          "name": "户部",
          "token": "YOUR_HUBU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "libu": {
          "name": "礼部",
          "token": "YOUR_LIBU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "gongbu": {
          "name": "工部",
          "token": "YOUR_GONGBU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "libu2": {
          "name": "吏部",
          "token": "YOUR_LIBU2_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "xingbu": {
          "name": "刑部",
          "token": "YOUR_XINGBU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hanlin_zhang": {
          "name": "翰林院·掌院学士",
          "token": "YOUR_HANLIN_ZHANG_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hanlin_xiuzhuan": {
          "name": "翰林院·修撰",
          "token": "YOUR_HANLIN_XIUZHUAN_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hanlin_bianxiu": {
          "name": "翰林院·编修",
          "token": "YOUR_HANLIN_BIANXIU_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hanlin_jiantao": {
          "name": "翰林院·检讨",
          "token": "YOUR_HANLIN_JIANTAO_BOT_TOKEN",
          "groupPolicy": "open"
        },
        "hanlin_shujishi": {
          "name": "翰林院·庶吉士",
          "token": "YOUR_HANLIN_SHUJISHI_BOT_TOKEN",
          "groupPolicy": "open"
        }
      },
      "guilds": {
        "YOUR_DISCORD_SERVER_ID": {
          "requireMention": true
        }
      }
    },
    "feishu": {
      "enabled": false,
      "dmPolicy": "open",
      "groupPolicy": "open",
      "allowBots": "mentions",
      "accounts": {
        "silijian": {
          "appId": "YOUR_FEISHU_APP_ID",
          "appSecret": "YOUR_FEISHU_APP_SECRET",
          "name": "司礼监",
          "groupPolicy": "open"
        }
      }
    }
  },
  "bindings": [
    {
      "agentId": "silijian",
      "match": {
        "channel": "discord",
        "accountId": "silijian"
      }
    },
    {
      "agentId": "neige",
      "match": {
        "channel": "discord",
        "accountId": "neige"
      }
    },
    {
      "agentId": "duchayuan",
      "match": {
        "channel": "discord",
        "accountId": "duchayuan"
      }
    },
    {
      "agentId": "bingbu",
      "match": {
        "channel": "discord",
        "accountId": "bingbu"
      }
    },
    {
      "agentId": "hubu",
      "match": {
        "channel": "discord",
        "accountId": "hubu"
      }
    },
    {
      "agentId": "libu",
      "match": {
        "channel": "discord",
        "accountId": "libu"
      }
    },
    {
      "agentId": "gongbu",
      "match": {
        "channel": "discord",
        "accountId": "gongbu"
      }
    },
    {
      "agentId": "libu2",
      "match": {
        "channel": "discord",
        "accountId": "libu2"
      }
    },
    {
      "agentId": "xingbu",
      "match": {
        "channel": "discord",
        "accountId": "xingbu"
      }
    },
    {
      "agentId": "hanlin_zhang",
      "match": {
        "channel": "discord",
        "accountId": "hanlin_zhang"
      }
    },
    {
      "agentId": "hanlin_xiuzhuan",
      "match": {
        "channel": "discord",
        "accountId": "hanlin_xiuzhuan"
      }
    },
    {
      "agentId": "hanlin_bianxiu",
      "match": {
        "channel": "discord",
        "accountId": "hanlin_bianxiu"
      }
    },
    {
      "agentId": "hanlin_jiantao",
      "match": {
        "channel": "discord",
        "accountId": "hanlin_jiantao"
      }
    },
    {
      "agentId": "hanlin_shujishi",
      "match": {
        "channel": "discord",
        "accountId": "hanlin_shujishi"
      }
    }
  ],
  "messages": {
    "groupChat": {
      "mentionPatterns": [
        "@everyone",
        "@here"
      ]
    }
  },
  "_regime": "tang-sansheng"
}`,
  },
  {
    name: "pub-template-onizuka-root",
    rule: "published",
    source:
      "https://github.com/Sunwood-ai-labs/onizuka-openclaw-autonomous-team-starter/blob/c63fc5a9272394caa6d33da388a111550dfcbe0c/.openclaw/openclaw.json",
    kind: "template",
    redacted: [],
    configText: `{
  "agents": {
    "defaults": {
      "model": {
        "primary": "zai/glm-5.1"
      },
      "sandbox": {
        "mode": "off"
      },
      "workspace": "/home/node/.openclaw/workspace",
      "heartbeat": {
        "every": "0m",
        "target": "none",
        "prompt": "Read HEARTBEAT.md if it exists (workspace context). Follow it strictly. Do not infer or repeat old tasks from prior chats. If nothing needs attention, reply HEARTBEAT_OK."
      }
    },
    "list": [
      {
        "id": "main"
      }
    ]
  },
  "gateway": {
    "mode": "local",
    "controlUi": {
      "allowedOrigins": [
        "http://127.0.0.1:18789",
        "http://localhost:18789"
      ]
    }
  },
  "tools": {
    "profile": "full",
    "fs": {
      "workspaceOnly": false
    },
    "exec": {
      "applyPatch": {
        "workspaceOnly": false
      }
    }
  },
  "plugins": {
    "entries": {
      "ollama": {
        "enabled": false
      },
      "openrouter": {
        "enabled": false
      },
      "zai": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-template-onizuka-agent004",
    rule: "published",
    source:
      "https://github.com/Sunwood-ai-labs/onizuka-openclaw-autonomous-team-starter/blob/c63fc5a9272394caa6d33da388a111550dfcbe0c/.openclaw/instances/agent_004/openclaw.json",
    kind: "template",
    redacted: [],
    configText: `{
  "agents": {
    "defaults": {
      "workspace": "/home/node/.openclaw/workspace",
      "model": {
        "primary": "google/gemma-4-31b-it",
        "fallbacks": [
          "zai/glm-5-turbo",
          "zai/glm-5",
          "zai/glm-4.7"
        ]
      },
      "sandbox": {
        "mode": "off"
      },
      "heartbeat": {
        "every": "0m",
        "target": "none",
        "prompt": "Read HEARTBEAT.md if it exists (workspace context) and follow it as your operating prompt. Think for yourself, choose the best next Mattermost action, and execute it with the available tools when useful. Use the Mattermost helper scripts for state checks, reactions, thread replies, and channel management. Your first step on each heartbeat must be to run get_state.py for your instance and decide from that current JSON only. Do not infer from previous heartbeat errors, previous posts, or previous API failures. If you answer without first running get_state.py in this heartbeat, that is a failure. If rate_limit.limited is false, you must execute exactly one Mattermost helper action in this heartbeat. Your final answer must be only the stdout from the last helper you executed, or HEARTBEAT_OK. Interpret time-of-day using Asia/Tokyo (JST), even if the heartbeat prompt also shows UTC. Never rely on direct heartbeat delivery for chat text. Never post control text, self-instructions, or explanations about being quiet. Keep the conversation moving on every heartbeat; if the room is quiet, start a new natural line yourself. Never stop because it feels late, quiet, or complete. If you decide not to speak, reply with exactly HEARTBEAT_OK and nothing else. Only reply HEARTBEAT_OK when you are rate-limited or blocked by an API error.",
        "model": "google/gemma-4-31b-it",
        "lightContext": true,
        "isolatedSession": true
      }
    },
    "list": [
      {
        "id": "main",
        "heartbeat": {
          "every": "30m",
          "lightContext": true,
          "isolatedSession": true,
          "target": "none",
          "prompt": "Read HEARTBEAT.md if it exists (workspace context) and follow it as your operating prompt. Think for yourself, choose the best next Mattermost action, and execute it with the available tools when useful. Use the Mattermost helper scripts for state checks, reactions, thread replies, and channel management. Your first step on each heartbeat must be to run get_state.py for your instance and decide from that current JSON only. Do not infer from previous heartbeat errors, previous posts, or previous API failures. If you answer without first running get_state.py in this heartbeat, that is a failure. If rate_limit.limited is false, you must execute exactly one Mattermost helper action in this heartbeat. Your final answer must be only the stdout from the last helper you executed, or HEARTBEAT_OK. Interpret time-of-day using Asia/Tokyo (JST), even if the heartbeat prompt also shows UTC. Never rely on direct heartbeat delivery for chat text. Never post control text, self-instructions, or explanations about being quiet. Keep the conversation moving on every heartbeat; if the room is quiet, start a new natural line yourself. Never stop because it feels late, quiet, or complete. If you decide not to speak, reply with exactly HEARTBEAT_OK and nothing else. Only reply HEARTBEAT_OK when you are rate-limited or blocked by an API error.",
          "model": "google/gemma-4-31b-it"
        }
      }
    ]
  },
  "gateway": {
    "mode": "local",
    "controlUi": {
      "allowedOrigins": [
        "http://127.0.0.1:18795",
        "http://localhost:18795"
      ]
    }
  },
  "auth": {
    "cooldowns": {
      "rateLimitedProfileRotations": 10
    }
  },
  "tools": {
    "profile": "full",
    "fs": {
      "workspaceOnly": false
    },
    "exec": {
      "applyPatch": {
        "workspaceOnly": false
      }
    }
  },
  "plugins": {
    "entries": {
      "google": {
        "enabled": true
      },
      "mattermost": {
        "enabled": true
      },
      "zai": {
        "enabled": false
      }
    }
  },
  "channels": {
    "mattermost": {
      "enabled": true,
      "botToken": "\${OPENCLAW_MATTERMOST_BOT_TOKEN}",
      "baseUrl": "http://mattermost:8065",
      "chatmode": "oncall",
      "dmPolicy": "open",
      "groupPolicy": "open",
      "replyToMode": "all",
      "groups": {
        "*": {
          "requireMention": true
        }
      },
      "network": {
        "dangerouslyAllowPrivateNetwork": true
      }
    }
  },
  "models": {
    "providers": {
      "google": {
        "api": "google-generative-ai",
        "apiKey": "\${GEMINI_API_KEY}",
        "models": [
          {
            "id": "gemma-4-31b-it",
            "name": "Gemma 4 31B It",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 131072,
            "maxTokens": 1310720
          },
          {
            "id": "gemma-4-26b-a4b-it",
            "name": "Gemma 4 26B A4B It",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 131072,
            "maxTokens": 1310720
          },
          {
            "id": "gemma-3-27b-it",
            "name": "Gemma 3 27B It",
            "reasoning": false,
            "input": [
              "text"
            ],
            "cost": {
              "input": 0,
              "output": 0,
              "cacheRead": 0,
              "cacheWrite": 0
            },
            "contextWindow": 131072,
            "maxTokens": 1310720
          }
        ],
        "baseUrl": "https://generativelanguage.googleapis.com"
      }
    }
  }
}
`,
  },
  {
    name: "pub-template-lmstudio-sandbox",
    rule: "published",
    source:
      "https://github.com/clairefro/openclaw-sandbox-docker-lmstudio/blob/fd27884ba590c1eda8e86ba6eb1cb9925f48de13/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "models": {
    "providers": {
      "lmstudio": {
        "baseUrl": "http://host.docker.internal:1234/v1",
        "apiKey": "lm-studio",
        "api": "openai-responses",
        "models": [
          {
            "id": "gpt-oss-20b",
            "name": "GPT-OSS 20B",
            "input": ["text"],
            "contextWindow": 32768,
            "maxTokens": 8192
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "lmstudio/gpt-oss-20b"
      },
      "workspace": "/app/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },
  "gateway": {
    "port": 18789,
    "bind": "lan",
    "mode": "local",
    "auth": {
      "mode": "token",
      "token": "YOUR TOKEN"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  },
  "skills": {
    "install": {
      "nodeManager": "npm"
    }
  }
}
`,
  },
  {
    name: "pub-tutorial-disposeclaw",
    rule: "published",
    source:
      "https://github.com/androidteacher/DisposeClaw-Local-LLM-OpenClaw-Tutorial/blob/b23a1272899c8f29984324dfbaae722cc05112d5/openclaw/openclaw.json",
    kind: "template",
    redacted: [],
    configText: `{
  "models": {
    "providers": {
      "ollama": {
        "baseUrl": "http://prompt-logger:11434",
        "models": [
          {
            "id": "qwen2.5-coder:3b",
            "name": "Qwen 2.5 Coder 3B",
            "contextWindow": 16000
          },
          {
            "id": "qwen2.5-coder:7b",
            "name": "Qwen 2.5 Coder 7B",
            "contextWindow": 32768
          },
          {
            "id": "qwen2.5-coder:1.5b",
            "name": "Qwen 2.5 Coder 1.5B",
            "contextWindow": 16000
          },
          {
            "id": "qwen3:4b",
            "name": "Qwen 3 4B",
            "contextWindow": 16000
          },
          {
            "id": "llama3.2:3b",
            "name": "Llama 3.2 3B",
            "contextWindow": 16000
          },
          {
            "id": "phi4-mini:3.8b",
            "name": "Phi-4 Mini 3.8B",
            "contextWindow": 16000
          },
          {
            "id": "gemma3:4b",
            "name": "Gemma 3 4B",
            "contextWindow": 16000
          },
          {
            "id": "deepseek-coder-v2:lite",
            "name": "DeepSeek Coder V2 Lite",
            "contextWindow": 16000
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "ollama/qwen2.5-coder:7b"
      },
      "models": {
        "ollama/qwen2.5-coder:3b": {},
        "ollama/qwen2.5-coder:7b": {},
        "ollama/qwen2.5-coder:1.5b": {},
        "ollama/qwen3:4b": {},
        "ollama/llama3.2:3b": {},
        "ollama/phi4-mini:3.8b": {},
        "ollama/gemma3:4b": {},
        "ollama/deepseek-coder-v2:lite": {}
      },
      "memorySearch": {
        "enabled": false
      },
      "timeoutSeconds": 600,
      "skipBootstrap": true
    }
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "groupPolicy": "open",
      "streaming": "partial"
    }
  },
  "commands": {
    "native": "auto",
    "nativeSkills": false
  }
}`,
  },
  {
    name: "pub-template-gmarv1n",
    rule: "published",
    source:
      "https://github.com/gmarv1n/openclaw-template/blob/262d1c7020e226a024c842dd299e3998ecef944d/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.8-beta.1",
    "lastTouchedAt": "2026-01-01T00:00:00.000Z"
  },
  "env": {
    "ANTHROPIC_BASE_URL": "https://YOUR_PROXY_HOST_OR_DELETE_THIS",
    "ANTHROPIC_AUTH_TOKEN": "YOUR_ANTHROPIC_API_KEY",
    "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1"
  },
  "models": {
    "mode": "merge",
    "providers": {
      "anthropic-proxy": {
        "baseUrl": "https://YOUR_PROXY_HOST_OR_DELETE_THIS",
        "apiKey": "YOUR_API_KEY",
        "api": "anthropic-messages",
        "models": [
          {
            "id": "claude-sonnet-4-6",
            "name": "Claude Sonnet 4.6 (proxy)"
          }
        ]
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "anthropic-proxy/claude-sonnet-4-6"
      },
      "workspace": "/Users/YOUR_USERNAME/.openclaw/workspace",
      "contextTokens": 150000,
      "contextPruning": {
        "mode": "cache-ttl",
        "ttl": "5m"
      },
      "compaction": {
        "mode": "safeguard"
      }
    },
    "list": [
      {
        "id": "main"
      },
      {
        "id": "21o",
        "name": "21O",
        "workspace": "/Users/YOUR_USERNAME/projects/agent-21o-workspace",
        "agentDir": "/Users/YOUR_USERNAME/.openclaw/agents/21o/agent",
        "tools": {
          "profile": "coding"
        }
      },
      {
        "id": "9s",
        "name": "9S",
        "workspace": "/Users/YOUR_USERNAME/projects/agent-9s-workspace",
        "agentDir": "/Users/YOUR_USERNAME/.openclaw/agents/9s/agent",
        "tools": {
          "profile": "coding"
        }
      }
    ]
  },
  "tools": {
    "profile": "coding",
    "sessions": {
      "visibility": "all"
    },
    "agentToAgent": {
      "enabled": true
    }
  },
  "bindings": [
    {
      "type": "route",
      "agentId": "21o",
      "match": {
        "channel": "telegram",
        "accountId": "21o-telegram"
      }
    },
    {
      "type": "route",
      "agentId": "9s",
      "match": {
        "channel": "telegram",
        "accountId": "9s-telegram"
      }
    }
  ],
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "botToken": "YOUR_TELEGRAM_BOT_TOKEN",
      "groupPolicy": "open",
      "streaming": "partial",
      "accounts": {
        "default": {
          "dmPolicy": "pairing",
          "botToken": "YOUR_TELEGRAM_BOT_TOKEN",
          "groupPolicy": "open",
          "streaming": "partial"
        },
        "21o-telegram": {
          "name": "21O",
          "enabled": true,
          "dmPolicy": "open",
          "botToken": "YOUR_TELEGRAM_BOT_TOKEN_21O",
          "allowFrom": [
            123456789,
            "*"
          ],
          "groupAllowFrom": [
            987654321
          ],
          "groupPolicy": "open",
          "streaming": "partial"
        },
        "9s-telegram": {
          "name": "9S",
          "enabled": true,
          "dmPolicy": "open",
          "botToken": "YOUR_TELEGRAM_BOT_TOKEN_9S",
          "allowFrom": [
            "*"
          ],
          "groupPolicy": "open",
          "streaming": "partial"
        }
      }
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "controlUi": {
      "allowedOrigins": [
        "https://YOUR_TAILSCALE_HOST_OR_DELETE_THIS"
      ]
    },
    "auth": {
      "mode": "token",
      "token": "YOUR_GATEWAY_TOKEN",
      "allowTailscale": true
    },
    "tools": {
      "allow": [
        "sessions_send"
      ]
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  },
  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      }
    }
  }
}
`,
  },
  {
    name: "pub-aa-cma-json5",
    rule: "published",
    source: "https://github.com/0xrancho/aa-cma/blob/b47047e05b9e6a13f32d82c332d67cab5c3a42fa/openclaw.json5",
    kind: "other",
    redacted: [],
    configText: `{
  // ChesedClaw Gateway Config
  // AA-CMA: Thomas (Principal) + ephemeral workers via delegate()
  // OpenAI Codex OAuth (GPT-5.4 Pro) until Mac Minis arrive

  gateway: {
    mode: "local",
  },

  channels: {
    telegram: {
      enabled: true,
      // Bot token from env: TELEGRAM_BOT_TOKEN
      dmPolicy: "allowlist",
      allowFrom: [1657029840],
      groups: {
        "*": { requireMention: true },
      },
    },
  },

  agents: {
    defaults: {
      model: "openai-codex/gpt-5.4",
    },
    list: [
      {
        id: "thomas",
        default: true,
        identity: { name: "Thomas Aquinas" },
        model: "openai-codex/gpt-5.4",
        workspace: "~/aa-cma/workspace-thomas",
        tools: {
          allow: [
            "read", "write", "edit", "glob", "grep", "exec",
            "message", "cron",
            "sessions_list", "sessions_history",
            "sessions_spawn", "sessions_send", "session_status",
            "browser", "delegate",
          ],
        },
      },
    ],
  },

  // Bindings MUST be top-level (not nested under agents)
  bindings: [
    { agentId: "thomas", match: { channel: "telegram" } },
  ],
}
`,
  },
  {
    name: "pub-aa-cma-json",
    rule: "published",
    source: "https://github.com/0xrancho/aa-cma/blob/a8a4c563762e2a5d347863789b7e78ecbba1c5b8/openclaw.json",
    kind: "other",
    redacted: ["gateway.auth.token"],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.23",
    "lastTouchedAt": "2026-03-28T04:30:00.000Z"
  },
  "auth": {
    "profiles": {
      "openai-codex:default": {
        "provider": "openai-codex",
        "mode": "oauth"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "openai-codex/gpt-5.4"
      },
      "models": {
        "openai-codex/gpt-5.4": {}
      }
    },
    "list": [
      {
        "id": "thomas",
        "default": true,
        "identity": { "name": "Thomas Aquinas" },
        "model": "openai-codex/gpt-5.4",
        "workspace": "~/aa-cma/workspace-thomas",
        "subagents": {
          "allowAgents": ["seneca", "aris", "arc"]
        },
        "tools": {
          "allow": [
            "read", "write", "edit", "glob", "grep", "exec",
            "message", "cron",
            "sessions_list", "sessions_history",
            "sessions_spawn", "sessions_send", "session_status",
            "browser"
          ]
        }
      },
      {
        "id": "seneca",
        "identity": { "name": "Seneca" },
        "model": "openai-codex/gpt-5.4",
        "workspace": "~/aa-cma/workspace-seneca",
        "subagents": {
          "allowAgents": ["*"]
        },
        "tools": {
          "allow": [
            "read", "write", "edit", "glob", "grep", "exec",
            "browser", "sessions_spawn"
          ],
          "deny": ["message", "cron"]
        }
      },
      {
        "id": "aris",
        "identity": { "name": "Aristotle" },
        "model": "openai-codex/gpt-5.4",
        "workspace": "~/aa-cma/workspace-aris",
        "subagents": {
          "allowAgents": ["*"]
        },
        "tools": {
          "allow": [
            "read", "write", "glob", "grep", "exec",
            "browser", "sessions_spawn"
          ],
          "deny": ["message", "cron", "edit"]
        }
      },
      {
        "id": "arc",
        "identity": { "name": "Archimedes" },
        "model": "openai-codex/gpt-5.4",
        "workspace": "~/aa-cma/workspace-arc",
        "tools": {
          "allow": [
            "read", "write", "edit", "glob", "grep", "exec"
          ],
          "deny": ["message", "browser", "cron", "sessions_spawn"]
        }
      }
    ]
  },
  "bindings": [
    { "agentId": "thomas", "match": { "channel": "telegram" } }
  ],
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "allowlist",
      "allowFrom": [1657029840],
      "groupPolicy": "allowlist",
      "groups": {
        "*": { "requireMention": true }
      },
      "streaming": "partial"
    }
  },
  "plugins": {
    "entries": {
      "firecrawl": { "enabled": true },
      "exa": { "enabled": true },
      "brave": { "enabled": true },
      "tavily": { "enabled": true },
      "duckduckgo": { "enabled": true }
    }
  },
  "gateway": {
    "mode": "local",
    "auth": {
      "mode": "token",
      "token": "REDACTED"
    }
  }
}
`,
  },
  {
    name: "pub-template-tardigrde",
    rule: "published",
    source:
      "https://github.com/tardigrde/openclaw-deploy/blob/32f30781d17e7379c1dac6cbfffb91c660620dfb/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "gateway": {
    "mode": "local",
    "port": 18789,
    "auth": {
      "allowTailscale": true
    },
    "controlUi": {
      "allowInsecureAuth": true,
      "allowedOrigins": [
        "localhost",
        "127.0.0.1",
        "https://<your-node>.<tailnet>.ts.net"
      ]
    },
    "trustedProxies": [
      "172.20.0.0/24"
    ]
  },
  "channels": {
    "telegram": {
      "enabled": true,
      "dmPolicy": "pairing",
      "allowFrom": [
        "<your-telegram-user-id>"
      ],
      "groupPolicy": "allowlist",
      "groupAllowFrom": [
        "<your-telegram-user-id>"
      ],
      "streaming": "partial",
      "retry": {
        "attempts": 3,
        "minDelayMs": 400,
        "maxDelayMs": 30000,
        "jitter": 0.1
      },
      "groups": {
        "*": {
          "requireMention": true
        },
        "<your-group-chat-id>": {
          "requireMention": false,
          "groupPolicy": "open",
          "systemPrompt": "You're in a group chat..."
        }
      }
    }
  },
  "plugins": {
    "entries": {
      "telegram": {
        "enabled": true
      },
      "lossless-claw": {
        "enabled": true,
        "config": {
          "freshTailCount": 32,
          "contextThreshold": 0.75,
          "incrementalMaxDepth": -1
        }
      },
      "diffs": {
        "enabled": true,
        "config": {
          "defaults": {
            "layout": "unified",
            "theme": "dark",
            "fileFormat": "png",
            "fileQuality": "standard",
            "fileScale": 2,
            "fileMaxWidth": 960,
            "mode": "both"
          }
        }
      }
    },
    "slots": {
      "contextEngine": "lossless-claw"
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "anthropic/claude-sonnet-4-5"
      },
      "userTimezone": "UTC",
      "timeFormat": "24",
      "imageMaxDimensionPx": 800,
      "contextTokens": 180000,
      "compaction": {
        "mode": "safeguard"
      },
      "maxConcurrent": 2
    },
    "list": [
      {
        "id": "main",
        "workspace": "~/.openclaw/workspace",
        "default": true,
        "groupChat": {
          "mentionPatterns": [
            "@your_bot_username",
            "bot"
          ]
        }
      }
    ]
  },
  "tools": {
    "exec": {
      "security": "full",
      "ask": "off"
    },
    "elevated": {
      "enabled": true,
      "allowFrom": {
        "telegram": [
          "<your-telegram-user-id>"
        ]
      }
    }
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "bash": true,
    "config": true,
    "debug": true
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "auth": {
    "profiles": {
      "anthropic:manual": {
        "provider": "anthropic",
        "mode": "token"
      }
    },
    "order": {
      "anthropic": [
        "anthropic:manual"
      ]
    }
  },
  "session": {
    "maintenance": {
      "maxDiskBytes": 5368709120,
      "highWaterBytes": 4294967296
    }
  },
  "logging": {
    "level": "info",
    "consoleLevel": "info",
    "redactSensitive": "tools"
  },
  "secrets": {
    "providers": {
      "sops_env": {
        "source": "exec",
        "command": "/bin/sh",
        "args": ["-c", "sops -d --input-type dotenv --output-type dotenv /home/node/.openclaw/secrets/.env.enc | grep -E '^{{secret}}=' | cut -d= -f2- | tail -n1"],
        "passEnv": ["SOPS_AGE_KEY_FILE"],
        "jsonOnly": false
      }
    }
  }
}
`,
  },
  {
    name: "pub-template-persona",
    rule: "published",
    source:
      "https://github.com/Candy-A-Mine/openclaw-persona-template/blob/649ae41adf85548ba896fd191d983f75e428d041/openclaw.example.json",
    kind: "template",
    redacted: [],
    configText: `{
  "_comment": "这是 openclaw.json 的完整示例。复制到 ~/.openclaw/openclaw.json 后，替换所有 YOUR_... 占位符。",

  "models": {
    "mode": "merge",
    "providers": {

      "_comment_providers": "至少配一个主模型 provider。如果用 API 中转站，baseUrl 填中转站地址。",

      "main": {
        "baseUrl": "https://YOUR_API_PROVIDER_URL",
        "apiKey": "YOUR_API_KEY",
        "api": "anthropic-messages",
        "models": [
          {
            "id": "claude-opus-4-6",
            "name": "Claude Opus 4.6",
            "reasoning": true,
            "input": ["text", "image"],
            "cost": { "input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0 },
            "contextWindow": 200000,
            "maxTokens": 16384
          }
        ]
      },

      "_comment_fallback": "备用 provider，主模型挂了自动降级。可以配多个。不需要可以删掉。",

      "fallback-1": {
        "baseUrl": "https://YOUR_FALLBACK_PROVIDER_URL",
        "apiKey": "YOUR_FALLBACK_API_KEY",
        "api": "anthropic-messages",
        "models": [
          {
            "id": "claude-4.6-sonnet-medium",
            "name": "Claude 4.6 Sonnet Medium",
            "reasoning": true,
            "input": ["text", "image"],
            "cost": { "input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0 },
            "contextWindow": 200000,
            "maxTokens": 16384
          },
          {
            "id": "claude-4.5-haiku",
            "name": "Claude 4.5 Haiku",
            "reasoning": true,
            "input": ["text", "image"],
            "cost": { "input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0 },
            "contextWindow": 200000,
            "maxTokens": 8192
          }
        ]
      },

      "_comment_openai": "OpenAI 兼容的模型（如 DeepSeek）作为最后的兜底。不需要可以删掉。",

      "fallback-openai": {
        "baseUrl": "https://YOUR_OPENAI_COMPATIBLE_URL",
        "apiKey": "YOUR_OPENAI_COMPATIBLE_KEY",
        "api": "openai-completions",
        "models": [
          {
            "id": "deepseek-v3.2",
            "name": "DeepSeek V3.2",
            "reasoning": false,
            "input": ["text"],
            "cost": { "input": 0, "output": 0 },
            "contextWindow": 131072,
            "maxTokens": 8192
          }
        ]
      },

      "_comment_google": "Google Gemini 用于两个场景：(1) memorySearch 记忆语义搜索 (2) 贴纸图片识别。免费层级够用。不需要可以删掉，但记忆搜索和贴纸识别会失效。",

      "google": {
        "baseUrl": "https://generativelanguage.googleapis.com",
        "apiKey": "YOUR_GEMINI_API_KEY",
        "api": "google-generative-ai",
        "models": [
          {
            "id": "gemini-2.0-flash",
            "name": "Gemini 2.0 Flash",
            "reasoning": false,
            "input": ["text", "image"],
            "cost": { "input": 0, "output": 0 },
            "contextWindow": 1048576,
            "maxTokens": 8192
          }
        ]
      }
    }
  },

  "agents": {
    "defaults": {

      "_comment_model": "primary 是主力模型，fallbacks 按顺序降级。格式：provider名/模型id。",

      "model": {
        "primary": "main/claude-opus-4-6",
        "fallbacks": [
          "fallback-1/claude-4.6-sonnet-medium",
          "fallback-1/claude-4.5-haiku",
          "fallback-openai/deepseek-v3.2"
        ]
      },

      "workspace": "~/.openclaw/workspace",
      "userTimezone": "Asia/Shanghai",
      "timeFormat": "24",

      "_comment_memory": "memorySearch.provider 指定用哪个 provider 做记忆语义搜索。填 'google' 可以用免费的 Gemini。",

      "memorySearch": {
        "provider": "google",
        "query": {
          "hybrid": {
            "enabled": true,
            "mmr": { "enabled": true },
            "temporalDecay": { "enabled": true, "halfLifeDays": 30 }
          }
        }
      },

      "_comment_compaction": "上下文快满时自动压缩。prompt 告诉模型压缩时保留什么、丢弃什么。",

      "compaction": {
        "mode": "safeguard",
        "memoryFlush": {
          "softThresholdTokens": 10000,
          "prompt": "把这次对话中值得记住的内容写入日记 memory/YYYY-MM-DD.md，同时检查 mood.json 的情绪和好感度是否需要更新。如果没有需要存的内容，直接回复 NO_REPLY（这是系统指令，不会发送给用户）。",
          "systemPrompt": "对话即将被压缩。现在把重要的记忆存下来。"
        }
      },

      "_comment_thinking": "reasoning:true 让 OpenClaw 显式发送 thinking:disabled，防止中转站把 thinking block 转成文本泄露。如果 reasoning:false，OpenClaw 不发 thinking 参数，模型可能默认开启 thinking 造成泄露。thinkingDefault 必须是 off。",

      "thinkingDefault": "off",
      "verboseDefault": "off",

      "_comment_typing": "这三个配合使用：长回复拆成 100-300 字符的短消息，在句子边界断开，太碎的消息合并。加上 humanDelay 模拟真人打字间隔。效果是回复像真人一条一条打出来，而不是一大段瞬间出现。",

      "blockStreamingDefault": "on",
      "blockStreamingChunk": {
        "minChars": 100,
        "maxChars": 300,
        "breakPreference": "sentence"
      },
      "blockStreamingCoalesce": { "idleMs": 2000 },
      "humanDelay": { "mode": "natural" },
      "typingMode": "instant",

      "heartbeat": {
        "every": "2h",
        "activeHours": {
          "start": "08:00",
          "end": "23:30",
          "timezone": "Asia/Shanghai"
        },
        "includeReasoning": false
      },

      "maxConcurrent": 4,
      "subagents": { "maxConcurrent": 8 }
    }
  },

  "_comment_tools": "elevated 允许特定用户通过 Telegram 执行高权限操作（如读写文件、运行命令）。sandbox.tools.allow 定义角色可以使用哪些工具类型。",

  "tools": {
    "elevated": {
      "enabled": true,
      "allowFrom": {
        "telegram": ["YOUR_TELEGRAM_CHAT_ID"]
      }
    },
    "sandbox": {
      "tools": {
        "allow": ["browser", "canvas", "nodes", "cron", "telegram"]
      }
    }
  },

  "_comment_messages": "collect 模式 + 5s 防抖：用户连发多条消息时合并成一个 turn 再发给模型，避免逐条回复。这是陪聊体验的关键配置。",

  "messages": {
    "responsePrefix": "",
    "queue": {
      "mode": "collect",
      "debounceMs": 5000,
      "drop": "summarize"
    },
    "inbound": { "debounceMs": 3000 },
    "ackReactionScope": "group-mentions",
    "removeAckAfterReply": true
  },

  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },

  "_comment_telegram": "streaming:off 因为 blockStreaming 已经在处理消息分条。groupPolicy:disabled 防止角色在群里回复。reactionLevel:extensive 让角色自由使用表情反应。",

  "channels": {
    "telegram": {
      "enabled": true,
      "botToken": "YOUR_TELEGRAM_BOT_TOKEN",
      "dmPolicy": "pairing",
      "groupPolicy": "disabled",
      "chunkMode": "newline",
      "streaming": "off",
      "linkPreview": false,
      "reactionNotifications": "all",
      "reactionLevel": "extensive",
      "actions": { "deleteMessage": true, "sticker": true },
      "capabilities": { "inlineButtons": "off" }
    }
  },

  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "YOUR_GATEWAY_TOKEN"
    },
    "tailscale": { "mode": "off", "resetOnExit": false },
    "nodes": {
      "denyCommands": ["calendar.add", "contacts.add", "reminders.add"]
    }
  },

  "skills": {
    "install": { "nodeManager": "npm" }
  },

  "plugins": {
    "entries": {
      "telegram": { "enabled": true }
    }
  }
}
`,
  },
  {
    name: "pub-hauptj-deploy",
    rule: "published",
    source:
      "https://github.com/HauptJ/OpenClaw-Deploy/blob/652b14574ffe3e8cde363ae375f3328f7de9d537/openclaw/openclaw.json",
    kind: "other",
    redacted: [],
    configText: `{
  "meta": {
    "lastTouchedVersion": "2026.3.7",
    "lastTouchedAt": "2026-03-09T00:05:51.097Z"
  },
  "wizard": {
    "lastRunAt": "2026-03-09T00:05:51.087Z",
    "lastRunVersion": "2026.3.7",
    "lastRunCommand": "doctor",
    "lastRunMode": "local"
  },
  "auth": {
    "profiles": {
      "anthropic:default": {
        "provider": "anthropic",
        "mode": "api_key"
      }
    }
  },
  "agents": {
    "defaults": {
      "model": {
        "primary": "anthropic/claude-sonnet-4-6"
      },
      "workspace": "/home/openclaw/.openclaw/workspace",
      "compaction": {
        "mode": "safeguard"
      },
      "maxConcurrent": 4,
      "subagents": {
        "maxConcurrent": 8
      }
    }
  },
  "tools": {
    "profile": "coding"
  },
  "messages": {
    "ackReactionScope": "group-mentions"
  },
  "commands": {
    "native": "auto",
    "nativeSkills": "auto",
    "restart": true,
    "ownerDisplay": "raw"
  },
  "session": {
    "dmScope": "per-channel-peer"
  },
  "gateway": {
    "port": 18789,
    "mode": "local",
    "bind": "loopback",
    "auth": {
      "mode": "token",
      "token": "<Auto Generated>"
    },
    "tailscale": {
      "mode": "off",
      "resetOnExit": false
    }
  }
}`,
  },
  {
    name: "pub-dotfiles-sl1c3d-chezmoi",
    rule: "published",
    source:
      "https://github.com/SL1C3D-L4BS/.dotfiles/blob/351bea6d68e24b344784c2ef67163b257e0c6613/dot_openclaw/openclaw.json",
    kind: "dotfiles",
    redacted: [],
    configText: `{
  "models": {
    "providers": {
      "ollama": {
        "baseUrl": "http://127.0.0.1:11434/v1",
        "apiKey": "ollama-local",
        "api": "openai-responses",
        "models": []
      }
    }
  },
  "agents": {
    "defaults": {
      "workspace": "~/.openclaw/workspace",
      "model": { "primary": "ollama/qwen2.5-coder:7b" },
      "userTimezone": "America/New_York",
      "timeFormat": "24",
      "bootstrapMaxChars": 20000,
      "timeoutSeconds": 600
    }
  },
  "gateway": {
    "port": 18789,
    "mode": "local"
  },
  "skills": {
    "load": { "watch": true },
    "entries": {}
  }
}
`,
  },
  {
    name: "pub-issue-telegram-topic-agentid",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/35399",
    kind: "issue",
    redacted: [],
    configText: `{
  channels: {
    telegram: {
      groups: {
        "-1001234567890": {
          topics: {
            "1": { agentId: "main" },      // General topic → main agent
            "3": { agentId: "zu" },        // Dev topic → zu agent
            "5": { agentId: "coder" }      // Code review → coder agent
          }
        }
      }
    }
  }
}
`,
  },
  {
    name: "pub-issue-mcp-in-agent-list",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/32583",
    kind: "issue",
    redacted: [],
    configText: `{
  "agents": {
    "list": [
      {
        "id": "main",
        "mcp": {
          "servers": [
            {
              "name": "minimax",
              "command": "uvx",
              "args": ["minimax-coding-plan-mcp", "-y"],
              "env": {
                "MINIMAX_API_KEY": "...",
                "MINIMAX_API_HOST": "https://api.minimax.io"
              }
            }
          ]
        }
      }
    ]
  }
}
`,
  },
  {
    name: "pub-issue-sandbox-binds-agents",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/6602",
    kind: "issue",
    redacted: [],
    configText: `{
  "agents": {
    "list": [
      {
        "id": "main",
        "sandbox": { "mode": "all", "docker": { "binds": [] } }
      },
      {
        "id": "truth",
        "workspace": "/project",
        "sandbox": { "mode": "all", "docker": { "binds": ["/root/ground_truth:/project:ro"] } }
      }
    ]
  }
}
`,
  },
  {
    name: "pub-issue-discord-skipped",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/79496",
    kind: "issue",
    redacted: [],
    configText: `{
  "channels": {
    "discord": {
      "enabled": true,
      "token": "MTQ4NT... (valid 72-char token)",
      "groupPolicy": "allowlist",
      "guilds": { "*": {} },
      "allowFrom": ["discord:209451187286573056"],
      "dmPolicy": "allowlist",
      "streaming": { "mode": "off" }
    }
  }
}
`,
  },
  {
    name: "pub-issue-discord-secretref",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/83212",
    kind: "issue",
    redacted: [],
    configText: `{
  "gateway": {
    "auth": {
      "token": { "source": "env", "id": "OPENCLAW_GATEWAY_TOKEN" }
    }
  },
  "channels": {
    "discord": {
      "enabled": true,
      "name": "Test Discord",
      "token": {
        "source": "env",
        "provider": "default",
        "id": "DISCORD_BOT_TOKEN"
      }
    }
  }
}
`,
  },
  {
    name: "pub-issue-discord-not-working",
    rule: "published",
    source: "https://github.com/openclaw/openclaw/issues/19697",
    kind: "issue",
    redacted: [],
    configText: `{
  "channels": {
    "discord": {
      "enabled": true,
      "token": "BOT_TOKEN",
      "groupPolicy": "open"
    }
  }
}
`,
  },
  {
    name: "pub-issue-pinchbench-wrong-keys",
    rule: "published",
    source: "https://github.com/pinchbench/skill/pull/20",
    kind: "issue",
    redacted: [],
    configText: `{"defaultModel": "...", "providers": {}}
`,
  },
];
