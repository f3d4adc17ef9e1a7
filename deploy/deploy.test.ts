// The deployment files as a server receives them: the scripts pass shellcheck, the systemd
// units pass systemd-analyze, and install.sh run against a scratch root (no systemd here, no
// packages or network: those commands are replaced) lays out a site the app accepts.
import { execFile } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "~/services/config.server";

const DEPLOY = import.meta.dirname;
const PROJECT = path.dirname(DEPLOY);
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), "makazi-deploy-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function executable(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

/** KEY=value lines as the environment systemd gives the app, comments left out. */
function readEnvFile(file: string): Record<string, string> {
  const lines = readFileSync(file, "utf8").split("\n");
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

describe("the deployment files", () => {
  it("has scripts that shellcheck finds nothing wrong with", async () => {
    const scripts = ["install.sh", "backup.sh", "restore.sh"].map((file) => path.join(DEPLOY, file));
    await expect(run("shellcheck", ["--severity=style", ...scripts])).resolves.toMatchObject({ stdout: "" });
  });

  it("has systemd units that systemd-analyze verifies without a remark", async () => {
    // The units name the installed release; here it is a scratch folder with what they start.
    const release = path.join(scratch, "units", "release");
    executable(path.join(release, "node_modules", ".bin", "node"), "#!/bin/sh\n");
    executable(path.join(release, "deploy", "backup.sh"), "#!/bin/sh\n");
    const units = path.join(scratch, "units");
    const copies = [
      ["makazi@.service", "makazi@3001.service"],
      ["makazi-backup.service", "makazi-backup.service"],
      ["makazi-backup.timer", "makazi-backup.timer"],
    ].map(([from, to]) => {
      const copy = path.join(units, to!);
      writeFileSync(
        copy,
        readFileSync(path.join(DEPLOY, from!), "utf8").replaceAll("/opt/makazi/current", release),
      );
      return copy;
    });
    const { stdout, stderr } = await run("systemd-analyze", ["verify", "--man=no", ...copies]);
    expect(stdout + stderr).toBe("");
  });
});

describe("install.sh against a scratch root", { timeout: 180_000 }, () => {
  const root = path.join(scratch, "root");
  const calls = path.join(scratch, "systemctl-calls");
  const packageCalls = path.join(scratch, "apt-get-calls");
  const firewallCalls = path.join(scratch, "ufw-calls");
  const stubs = path.join(scratch, "stubs");
  const serverAddress = "203.0.113.5";
  // npm ci and the build would take minutes and the network: the project's own stand in.
  executable(
    path.join(stubs, "npm"),
    `#!/bin/sh\ncase "$1 $2" in\n  "ci "*) ln -s ${JSON.stringify(path.join(PROJECT, "node_modules"))} node_modules ;;\n  "run build") mkdir build ;;\n  *) exit 1 ;;\nesac\n`,
  );
  executable(path.join(stubs, "systemctl"), `#!/bin/sh\necho "$*" >> ${JSON.stringify(calls)}\n`);
  // A fresh image: each scratch root's package lists are empty until they are read, and until
  // then apt-get can locate no package, as on a new server.
  executable(
    path.join(stubs, "apt-get"),
    [
      "#!/bin/sh",
      `echo "$*" >> ${JSON.stringify(packageCalls)}`,
      'lists="$MAKAZI_ROOT/var/lib/apt/lists"',
      'case "$1" in',
      '  update) mkdir -p "$lists" && touch "$lists/read" ;;',
      '  install) if [ ! -e "$lists/read" ]; then',
      '      for word in "$@"; do case "$word" in -*|install) ;; *) echo "E: Unable to locate package $word" >&2 ;; esac; done',
      "      exit 100",
      "    fi ;;",
      "esac",
      "",
    ].join("\n"),
  );
  executable(
    path.join(stubs, "ufw"),
    `#!/bin/sh\nif [ "$1" = status ]; then echo "Status: active"; else echo "$*" >> ${JSON.stringify(firewallCalls)}; fi\n`,
  );
  // The domain's DNS record is DOMAIN_ADDRESS. As on a server whose own name is the domain,
  // /etc/hosts names it 127.0.1.1, and getent reads that first unless told to ask DNS alone.
  executable(
    path.join(stubs, "getent"),
    `#!/bin/sh\nif [ "$1 $2 $3" = "-s dns ahosts" ]; then echo "$DOMAIN_ADDRESS      STREAM $4"; else echo "127.0.1.1      STREAM $2"; fi\n`,
  );
  executable(
    path.join(stubs, "ip"),
    `#!/bin/sh\necho "2: eth0    inet ${serverAddress}/24 brd 203.0.113.255 scope global eth0"\necho "3: eth1    inet 10.0.0.5/16 scope global eth1"\n`,
  );
  // For the readiness wait: no instance ever answers, and waiting takes no time.
  executable(path.join(stubs, "never-ready", "curl"), "#!/bin/sh\nexit 7\n");
  executable(path.join(stubs, "never-ready", "sleep"), "#!/bin/sh\n");
  const environment = (siteRoot: string, domainAddress: string) => ({
    ...process.env,
    MAKAZI_ROOT: siteRoot,
    APT_GET: path.join(stubs, "apt-get"),
    NPM: path.join(stubs, "npm"),
    SYSTEMCTL: path.join(stubs, "systemctl"),
    GETENT: path.join(stubs, "getent"),
    IP: path.join(stubs, "ip"),
    UFW: path.join(stubs, "ufw"),
    DOMAIN_ADDRESS: domainAddress,
    MAKAZI_USER: userInfo().username,
  });
  const install = (...args: string[]) =>
    run(path.join(DEPLOY, "install.sh"), [...args, "--no-start"], {
      env: environment(root, serverAddress),
      timeout: 120_000,
    });

  it("installs a site the app accepts, with the administrator, and upgrades it in place", async () => {
    const first = await install("makazi.test", "owner@makazi.test", "--instances", "2");
    expect(first.stdout).toContain("makazi.test points at this server.");
    const password = /with the password: (\S+)/.exec(first.stdout)?.[1];
    // E-mail is off until the operator sets it: the script says so, and where.
    expect(first.stdout).toContain(
      `E-mail is off: set SMTP_URL and MAIL_FROM in ${path.join(root, "etc", "makazi", "env")} before going live`,
    );
    expect(password).toMatch(/^[\w-]{24}$/);
    // A fresh server's package lists are read before anything is installed from them.
    const packageSteps = readFileSync(packageCalls, "utf8").split("\n");
    expect(packageSteps[0]).toBe("update -qq");
    expect(packageSteps[1]).toMatch(/^install -y -qq caddy /);
    // The active firewall lets HTTP and HTTPS in, for the certificate and the visitors.
    expect(readFileSync(firewallCalls, "utf8")).toBe("allow 80\nallow 443\n");

    const envFile = path.join(root, "etc", "makazi", "env");
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    const env = readEnvFile(envFile);
    expect(env).toMatchObject({
      PUBLIC_BASE_URL: "https://makazi.test",
      TRUST_PROXY: "1",
      DATABASE_URL: "file:/var/lib/makazi/makazi.sqlite",
      MEDIA_DIR: "/var/lib/makazi/media",
      DEMO_SEED: "false",
    });
    expect(readConfig(env)).toMatchObject({
      trustProxy: 1,
      publicBaseUrl: "https://makazi.test",
      demoSeed: false,
    });
    expect(readFileSync(path.join(root, "etc", "makazi", "caddy.env"), "utf8")).toBe(
      "MAKAZI_DOMAIN=makazi.test\nMAKAZI_ACME_EMAIL=owner@makazi.test\nMAKAZI_UPSTREAMS=127.0.0.1:3001 127.0.0.1:3002\n",
    );
    expect(readFileSync(path.join(root, "etc", "caddy", "Caddyfile"), "utf8")).toBe(
      readFileSync(path.join(DEPLOY, "Caddyfile"), "utf8"),
    );
    expect(readFileSync(calls, "utf8")).toContain(
      "enable caddy makazi-backup.timer makazi@3001 makazi@3002\n",
    );

    const database = new DatabaseSync(path.join(root, "var", "lib", "makazi", "makazi.sqlite"), {
      readOnly: true,
    });
    expect(database.prepare("SELECT email FROM users").all()).toEqual([{ email: "owner@makazi.test" }]);
    database.close();

    const current = path.join(root, "opt", "makazi", "current");
    const firstRelease = readlinkSync(current);
    // An upgrade is the same command without the domain and e-mail: it keeps the installed ones.
    const again = await install();
    expect(again.stdout).not.toContain("password");
    expect(readFileSync(path.join(root, "etc", "makazi", "caddy.env"), "utf8")).toContain(
      "MAKAZI_DOMAIN=makazi.test\nMAKAZI_ACME_EMAIL=owner@makazi.test\n",
    );
    expect(readlinkSync(current)).not.toBe(firstRelease);
    expect(readEnvFile(envFile)).toEqual(env);
    // The new release is the checkout's files, built.
    expect(readFileSync(path.join(current, "server.js"), "utf8")).toBe(
      readFileSync(path.join(PROJECT, "server.js"), "utf8"),
    );
    expect(statSync(path.join(current, "build")).isDirectory()).toBe(true);
  });

  it("refuses a first install without the domain and e-mail", async () => {
    const fresh = run(path.join(DEPLOY, "install.sh"), ["--no-start"], {
      env: environment(path.join(scratch, "fresh"), serverAddress),
    });
    await expect(fresh).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: sudo deploy/install.sh DOMAIN ACME_EMAIL"),
    });
  });

  it("refuses, before installing anything, a domain whose DNS points at another server", async () => {
    const elsewhere = path.join(scratch, "elsewhere");
    const refused = run(path.join(DEPLOY, "install.sh"), ["makazi.test", "owner@makazi.test"], {
      env: environment(elsewhere, "198.51.100.7"),
    });
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `The domain makazi.test points at 198.51.100.7, but this server's addresses are 10.0.0.5 ${serverAddress}.`,
      ),
    });
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining("MAKAZI_SKIP_DNS_CHECK=1"),
    });
    expect(() => statSync(path.join(elsewhere, "opt"))).toThrow();
  });

  it("says why it cannot check a domain that resolves to the server itself, and how to go on", async () => {
    const itself = path.join(scratch, "itself");
    const refused = run(path.join(DEPLOY, "install.sh"), ["makazi.test", "owner@makazi.test"], {
      env: environment(itself, "127.0.1.1"),
    });
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /makazi\.test resolves to 127\.0\.1\.1, the server itself[\s\S]*MAKAZI_SKIP_DNS_CHECK=1/,
      ),
    });
    expect(() => statSync(path.join(itself, "opt"))).toThrow();
  });

  it("still shows the administrator's password when the site does not become ready", async () => {
    const failed = run(path.join(DEPLOY, "install.sh"), ["makazi.test", "owner@makazi.test"], {
      env: {
        ...environment(path.join(scratch, "not-ready"), serverAddress),
        PATH: `${path.join(stubs, "never-ready")}:${process.env.PATH}`,
      },
      timeout: 120_000,
    });
    const { stderr } = await failed.then(
      () => expect.unreachable("the install should fail"),
      (error: { stderr: string }) => error,
    );
    expect(stderr).toContain("makazi@3001 did not become ready");
    expect(stderr).toMatch(/as owner@makazi\.test with the password: [\w-]{24}\n/);
    expect(stderr).toContain("npm run admin -- reset-password --email owner@makazi.test");

    // The reset it names works on the installed release.
    const siteRoot = path.join(scratch, "not-ready");
    const databaseFile = path.join(siteRoot, "var", "lib", "makazi", "makazi.sqlite");
    const passwordHash = () => {
      const database = new DatabaseSync(databaseFile, { readOnly: true });
      const [user] = database.prepare("SELECT password_hash FROM users").all();
      database.close();
      return user?.password_hash;
    };
    const generatedHash = passwordHash();
    const reset = await run("npm", ["run", "admin", "--", "reset-password", "--email", "owner@makazi.test"], {
      cwd: path.join(siteRoot, "opt", "makazi", "current"),
      env: {
        ...process.env,
        DATABASE_URL: `file:${databaseFile}`,
        ADMIN_PASSWORD: "a new password of the owner",
      },
      timeout: 60_000,
    });
    expect(reset.stdout).toContain("Set a new password for owner@makazi.test");
    expect(passwordHash()).not.toBe(generatedHash);
  });

  it("refuses a domain given as an address", async () => {
    await expect(install("https://makazi.test/", "owner@makazi.test")).rejects.toMatchObject({
      stderr: expect.stringContaining("The domain must be a host name such as makazi.co.ke"),
    });
  });
});

describe("the deployment guide", () => {
  const guide = readFileSync(path.join(PROJECT, "docs", "deploy.md"), "utf8");
  /** Every command the guide gives: the lines of its shell blocks and its inline code. */
  const commands = [
    ...[...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) => block[1]!.split("\n")),
    ...[...guide.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`]+)`/g)].map((span) => span[1]!),
  ];

  it("reads the package lists before every install it gives, as a fresh image's are empty", () => {
    const installs = commands.filter((command) => command.includes("apt-get install"));
    expect(installs.length).toBeGreaterThan(1);
    for (const command of installs) expect(command).toMatch(/apt-get update && (sudo )?apt-get install/);
  });

  it("opens the firewall, clones the operator's own copy, names what to set before going live and how to set a lost password again", () => {
    expect(commands).toContain(
      "sudo ufw allow 22 && sudo ufw allow 80 && sudo ufw allow 443 && sudo ufw enable",
    );
    expect(commands).toContain('git clone "$REPOSITORY" makazi && cd makazi');
    expect(guide).not.toContain("<the repository>");
    const beforeGoingLive = guide.slice(
      guide.indexOf("### Before going live"),
      guide.indexOf("### Where things are"),
    );
    for (const setting of ["SMTP_URL", "MAIL_FROM", "PUBLIC_BASE_URL"]) {
      expect(beforeGoingLive).toContain(setting);
    }
    expect(commands.some((command) => command.includes("npm run admin -- reset-password --email"))).toBe(
      true,
    );
    // An upgrade names neither the domain nor the e-mail again.
    expect(commands).toContain("cd makazi && git pull && sudo deploy/install.sh");
  });
});
