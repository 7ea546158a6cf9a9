; Inno Setup script: installs the PyInstaller onedir build (dist\sandtable) for the current user.
; Build: iscc /DAppVersion=0.1.0 packaging\windows\sandtable.iss   (from the repository root)
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{5B0E7A52-3C1D-4E0B-9E55-0D5A1B6C2F43}
AppName=Sandtable
AppVersion={#AppVersion}
AppPublisher=Sandtable
DefaultDirName={autopf}\Sandtable
DefaultGroupName=Sandtable
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=sandtable-{#AppVersion}-windows-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
SetupIconFile=..\..\assets\icons\sandtable.ico
UninstallDisplayIcon={app}\sandtable.exe

[Files]
Source: "..\..\dist\sandtable\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Sandtable"; Filename: "{app}\sandtable.exe"
Name: "{userdesktop}\Sandtable"; Filename: "{app}\sandtable.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop icon"; Flags: unchecked

[Run]
Filename: "{app}\sandtable.exe"; Description: "Start Sandtable"; Flags: nowait postinstall skipifsilent
